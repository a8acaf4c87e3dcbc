// The bytes of Storage's objects, on disk: `<root>/<bucket>/<object name>`, one file per object, under the
// server's storage folder (kept across restarts) or a temporary one removed at close (tests). The rows in
// storage.objects say which objects exist and who may see them; this module only keeps their bytes.
// An upload streams into `<root>/.incoming/` first and is renamed into place whole, so a crash never
// leaves half a file where an object is read; whatever a crash leaves in `.incoming` goes at the next start.
// Hazards: an object `a` and an object `a/b` cannot both exist here (a file and a folder would share a
// path; the second is refused with NameTakenOnDisk), and on a case-insensitive file system (macOS) names
// differing only in case share one file.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload's bytes, received whole into a temporary file: `place` it or `discard` it. */
export type ReceivedFile = { readonly file: string; readonly size: number; readonly md5: string };

export type StoredFile = { size: number; modifiedAt: Date; stream(): Readable };

export interface ObjectFiles {
  /** Streams `body` into a new temporary file; more than `limitBytes` rejects with TooLarge and keeps nothing. */
  receive(body: Readable, limitBytes: number): Promise<ReceivedFile>;
  /** Moves a received file to the object's path, replacing its earlier bytes in one rename. */
  place(received: ReceivedFile, bucket: string, name: string): Promise<void>;
  /** Deletes a received file that was not placed; nothing when it was. */
  discard(received: ReceivedFile): Promise<void>;
  /** Deletes an object's bytes (and the folders it leaves empty); nothing when there are none. */
  remove(bucket: string, name: string): Promise<void>;
  /** An object's bytes, or null when there are none. */
  open(bucket: string, name: string): Promise<StoredFile | null>;
  /** Removes a temporary root; a kept one stays. */
  close(): Promise<void>;
}

/** The body went past the byte limit it was received with. */
export class TooLarge extends Error {}

/** The object's path is a folder of other objects, or one of its folders is an object (see the header). */
export class NameTakenOnDisk extends Error {}

const INCOMING = '.incoming';

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string } | null)?.code ?? '');

/**
 * Counts and hashes what passes. Past `limit` bytes it passes nothing more but keeps reading, so the body is
 * drained and the connection can still carry the 413 (failing the pipeline would destroy the request).
 */
function meter(limit: number): Transform & { size: number; md5: () => string } {
  const hash = createHash('md5');
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.size += chunk.length;
      if (counter.size > limit) return done();
      hash.update(chunk);
      done(null, chunk);
    },
  }) as Transform & { size: number; md5: () => string };
  counter.size = 0;
  counter.md5 = () => hash.digest('hex');
  return counter;
}

/** Opens the folder at `dir` (made when missing), or a new temporary one when `dir` is absent. */
export async function openObjectFiles(dir?: string): Promise<ObjectFiles> {
  const root = path.resolve(dir ?? (await mkdtemp(path.join(tmpdir(), 'roomradar-storage-'))));
  const incoming = path.join(root, INCOMING);
  await mkdir(root, { recursive: true, mode: 0o700 });
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { mode: 0o700 });

  /** The object's file, checked to lie inside its bucket's folder whatever the name holds. */
  const pathOf = (bucket: string, name: string) => {
    const bucketDir = path.resolve(root, bucket);
    const file = path.resolve(bucketDir, ...name.split('/'));
    if (path.dirname(bucketDir) !== root || bucket === INCOMING || !file.startsWith(`${bucketDir}${path.sep}`))
      throw new Error(`The object ${JSON.stringify(name)} would lie outside its bucket's folder`);
    return { bucketDir, file };
  };

  return {
    async receive(body, limitBytes) {
      const file = path.join(incoming, randomUUID());
      const counter = meter(limitBytes);
      try {
        await pipeline(body, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
        if (counter.size > limitBytes) throw new TooLarge(`The body is larger than ${limitBytes} bytes`);
        // On disk before it is renamed into place: a crash after the rename never finds a short file.
        const handle = await open(file, 'r');
        await handle.sync().finally(() => handle.close());
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { file, size: counter.size, md5: counter.md5() };
    },

    async place(received, bucket, name) {
      const { file } = pathOf(bucket, name);
      // A concurrent remove may take away an emptied folder between mkdir and rename: make it again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
          await rename(received.file, file);
          return;
        } catch (error) {
          if (isCode(error, 'EISDIR', 'ENOTDIR', 'EEXIST', 'ENOTEMPTY'))
            throw new NameTakenOnDisk(`${bucket}/${name} is a folder of objects, or lies in one that is an object`);
          if (!isCode(error, 'ENOENT') || attempt === 3) throw error;
        }
      }
    },

    async discard(received) {
      await rm(received.file, { force: true });
    },

    async remove(bucket, name) {
      const { bucketDir, file } = pathOf(bucket, name);
      try {
        await unlink(file);
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR')) return;
        throw error;
      }
      // Empty folders left behind would keep an object of the folder's name from being stored.
      for (let folder = path.dirname(file); folder !== bucketDir; folder = path.dirname(folder)) {
        try {
          await rmdir(folder);
        } catch {
          return;
        }
      }
    },

    async open(bucket, name) {
      const { file } = pathOf(bucket, name);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        return { size: stats.size, modifiedAt: stats.mtime, stream: () => createReadStream(file) };
      } catch (error) {
        if (isCode(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      }
    },

    async close() {
      await rm(dir === undefined ? root : incoming, { recursive: true, force: true });
    },
  };
}
