import { describe, expect, it } from 'vitest';
import { FAVORITE_RECORD } from './favorite-record.ts';
import { fieldsIn } from './field-kinds.ts';
import { SAVED_ALERT_RECORD } from './saved-alert-record.ts';

/** The names of `inner` missing from `outer`, besides `extra`. */
const missing = (inner: readonly string[], outer: readonly string[], extra: readonly string[] = []) =>
  inner.filter((name) => !outer.includes(name) && !extra.includes(name));

describe.each([
  ['favorite', FAVORITE_RECORD],
  ['saved alert', SAVED_ALERT_RECORD],
] as const)('the %s record', (_name, record) => {
  it('keeps on a device only columns of its table', () => {
    expect(missing(fieldsIn(record, 'device'), fieldsIn(record, 'table'))).toEqual([]);
  });

  it("pushes only what a device holds, and the soft delete (RxDB's own _deleted there)", () => {
    expect(missing(fieldsIn(record, 'push'), fieldsIn(record, 'device'), ['_deleted'])).toEqual([]);
  });

  it('leaves the owner and the stamp to the server', () => {
    expect(fieldsIn(record, 'push')).not.toContain('user_id');
    expect(fieldsIn(record, 'push')).not.toContain('_modified');
    expect(fieldsIn(record, 'device')).not.toContain('user_id');
  });
});
