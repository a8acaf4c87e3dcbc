// The member's follow-up in their account's data (issue 36): the export holds each favorite's status,
// viewing and note, the reply templates and the profile facts; deleting the account leaves none of them.
import { describe, expect, it } from 'vitest';
import { createMember, insertListings, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

const invoke = (name: string, member: TestUser) =>
  fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: backend.url, Authorization: `Bearer ${member.accessToken}` },
    body: '{}',
  });

describe("the account's data", () => {
  it('exports statuses, viewings, notes, templates and profile facts, and deletion removes them all', async () => {
    const member = await createMember(backend, { name: 'follower' });
    const other = await createMember(backend, { name: 'bystander' });
    const [listing, removed] = (await insertListings(backend, [{ title: 'Kept' }, { title: 'Unfavorited' }])) as [
      number,
      number,
    ];
    // Rows of one insert name the same columns: a column one row leaves out is null in all (as PostgREST does).
    const write = async (table: string, rows: object[]) => {
      const { error } = await member.client.from(table).insert(rows);
      if (error) throw new Error(`${table}: ${error.message}`);
    };
    await write('favorites', [
      {
        id: `${member.id}:${listing}`,
        listing_id: listing,
        follow_up_status: 'viewing_planned',
        viewing_at: '2026-12-03T18:00:00Z',
        note: 'Bell on the 3rd floor',
        _deleted: false,
      },
      {
        id: `${member.id}:${removed}`,
        listing_id: removed,
        follow_up_status: 'rejected',
        viewing_at: null,
        note: 'gone',
        _deleted: true,
      },
    ]);
    await write('reply_templates', [
      { id: `t-${member.id}`, name: 'Kort', language: 'nl', body: 'Hoi {name}', _deleted: false },
      { id: `t-gone-${member.id}`, name: 'Old', language: 'en', body: 'Hi', _deleted: true },
    ]);
    const { error } = await member.client
      .from('profiles')
      .update({ age: 24, occupation: 'Student', move_in_date: '2027-02-01', stay_length: '4-6_months' })
      .eq('user_id', member.id);
    expect(error).toBeNull();
    await other.client
      .from('reply_templates')
      .insert({ id: `t-${other.id}`, name: 'Theirs', language: 'en', body: 'Hi' });

    const exported = await invoke('export-account-data', member);
    expect(exported.status).toBe(200);
    const document = (await exported.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      profile: { age: 24, occupation: 'Student', move_in_date: '2027-02-01', stay_length: '4-6_months' },
      favorites: [{ listing_id: listing, follow_up_status: 'viewing_planned', note: 'Bell on the 3rd floor' }],
      reply_templates: [{ name: 'Kort', language: 'nl', body: 'Hoi {name}' }],
    });
    const [favorite] = document.favorites as Array<{ viewing_at: string }>;
    expect(Date.parse(favorite?.viewing_at ?? '')).toBe(Date.parse('2026-12-03T18:00:00Z'));
    expect(document.favorites).toHaveLength(1);
    expect(document.reply_templates).toHaveLength(1);
    expect(JSON.stringify(document)).not.toContain('Theirs');

    expect(await (await invoke('delete-account', member)).json()).toEqual({ deleted: true });
    const remaining = await backend.db.asOwner(async (sql) => ({
      favorites: (await sql.query('select 1 from public.favorites where user_id = $1', [member.id])).rows.length,
      templates: (await sql.query('select 1 from public.reply_templates where user_id = $1', [member.id])).rows.length,
      profile: (await sql.query('select 1 from public.profiles where user_id = $1', [member.id])).rows.length,
      others: (await sql.query('select 1 from public.reply_templates where user_id = $1', [other.id])).rows.length,
    }));
    expect(remaining).toEqual({ favorites: 0, templates: 0, profile: 0, others: 1 });
  });
});
