// Which bucket ids and object names the local Storage takes. Supabase Storage's own character rules first, so
// a name that works here works on a hosted project; then the rules a name needs here, where it becomes a path
// on disk (object-files.ts): no empty, `.` or `..` segment, no leading slash, at most 1024 bytes, and no
// segment longer than a file name may be.

/** The longest object name, in UTF-8 bytes (Supabase's and S3's limit). */
export const MAX_OBJECT_NAME_BYTES = 1024;
/** The longest segment: each becomes a file or folder name, and file systems stop at 255 bytes. */
export const MAX_SEGMENT_BYTES = 255;

// Supabase Storage's isValidKey and isValidBucketName (storage/src/storage/limits.ts): ASCII letters, digits,
// `_` and these marks. It leaves out backslashes, NUL and every other control character.
const OBJECT_NAME_CHARACTERS = /^[\w/!.*'() &$@=;:+,?-]+$/;
const BUCKET_ID_CHARACTERS = /^[\w!.*'() &$@=;:+,?-]{1,100}$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** What is wrong with an object name, in words for the caller; null when it is a valid name. */
export function objectNameProblem(name: string): string | null {
  if (name === '') return 'the object name is empty';
  if (Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES)
    return `the object name is longer than ${MAX_OBJECT_NAME_BYTES} bytes`;
  if (CONTROL_CHARACTER.test(name)) return 'the object name contains a control character';
  if (name.includes('\\')) return 'the object name contains a backslash';
  if (name.startsWith('/')) return 'the object name starts with /';
  const segments = name.split('/');
  if (segments.some((segment) => segment === '')) return 'the object name has an empty segment (// or a / at the end)';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'the object name has a . or .. segment';
  if (segments.some((segment) => Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES))
    return `a segment of the object name is longer than ${MAX_SEGMENT_BYTES} bytes`;
  if (!OBJECT_NAME_CHARACTERS.test(name))
    return "the object name may hold only ASCII letters, digits, spaces and _ / ! - . * ' ( ) & $ @ = ; : + , ?";
  return null;
}

/**
 * Whether a bucket id can name a bucket (and its folder): Supabase's characters, and no leading dot, which
 * also keeps `.`, `..` and the upload folder (object-files.ts) out.
 */
export function isValidBucketId(id: string): boolean {
  return BUCKET_ID_CHARACTERS.test(id) && !id.startsWith('.') && id.trim() === id;
}
