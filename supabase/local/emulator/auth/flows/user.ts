// GET /user and PUT /user: the signed-in user, and its changes: a new password (rate limited per client and
// per account, as each is hashed), metadata merged into what is there, and a new address that takes effect
// only once the link mailed to it is followed.
import type { Sql } from '../../db/database.ts';
import { verificationMail } from '../auth-mails.ts';
import { authError } from '../gotrue-errors.ts';
import { hashPassword } from '../password-hasher.ts';
import { newOneTimeToken, publicUser, userByEmail, userById, type UserRow } from '../users.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';
import { checkEmail, checkPassword, readJson, str, userData } from './inputs.ts';

export function createGetUser(auth: AuthContext): AuthFlow {
  return async ({ request }) => ({ status: 200, body: publicUser((await auth.currentUser(request)).user) });
}

export function createUpdateUser(auth: AuthContext): AuthFlow {
  const { db, mailer, bcryptCost } = auth.options;
  return async ({ request, url }) => {
    const { user } = await auth.currentUser(request);
    const body = await readJson(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw authError(400, 'validation_failed', 'The body must be a JSON object');
    const record = body as Record<string, unknown>;
    let mail: { to: string; link: string } | null = null;
    const password = str(record.password);
    if (password !== null) {
      // Every new password is hashed: as many as sign-ins allow, per address and per account.
      auth.limit(request, 'password_change');
      auth.limitKey(`password_change:${user.id}`);
      checkPassword(password);
    }
    const newEmail = str(record.email)?.trim().toLowerCase() ?? null;
    if (newEmail !== null && newEmail !== user.email) checkEmail(newEmail);
    const passwordHash = password !== null ? await hashPassword(password, bcryptCost) : null;
    const data = userData(record);
    const updated = await db.asOwner(async (sql: Sql) => {
      if (passwordHash)
        await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          passwordHash,
        ]);
      if (data) {
        await sql.query(
          'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(data)],
        );
      }
      if (newEmail !== null && newEmail !== user.email) {
        if (await userByEmail(sql, newEmail))
          throw authError(422, 'email_exists', 'A user with this email address has already been registered');
        const { token, hash } = newOneTimeToken();
        await sql.query(
          'update auth.users set email_change = $2, email_change_token = $3, email_change_sent_at = now() where id = $1',
          [user.id, newEmail, hash],
        );
        const redirectTo = auth.safeRedirect(request, url.searchParams.get('redirect_to'));
        mail = { to: newEmail, link: auth.verifyLink(request, token, 'email_change', redirectTo) };
      }
      return userById(sql, user.id);
    });
    const pending = mail as { to: string; link: string } | null;
    if (pending) {
      const language = (updated as UserRow).raw_user_meta_data?.language;
      await mailer.send(verificationMail('email_change', pending.to, pending.link, language));
    }
    return { status: 200, body: publicUser(updated as UserRow) };
  };
}
