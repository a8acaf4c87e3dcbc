// A local image host for the photo tests: real JPEG and PNG files (the demo's photos, and a PNG made from
// one), one too large, one that is no image, one that answers too slowly, a redirect to a private address,
// and a switch that takes the host away (its photos must still show from Storage afterwards).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';

const PHOTOS = path.join(import.meta.dirname, '..', '..', 'supabase', 'seed', 'photos');

export type PhotoHost = {
  base: string;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

type Answer = { type: string; body: Buffer; delayMs?: number } | { redirect: string };

export async function photoFiles() {
  const bedroom = await readFile(path.join(PHOTOS, 'bedroom-01.jpg'));
  const kitchen = await readFile(path.join(PHOTOS, 'kitchen-01.jpg'));
  const living = await readFile(path.join(PHOTOS, 'living-01.jpg'));
  return {
    bedroom,
    kitchen,
    living,
    /** The kitchen as a PNG: another format, the same picture. */
    kitchenPng: await sharp(kitchen).png().toBuffer(),
    /** The bedroom re-encoded at a low quality and at 60 % of its size: what a reposter's upload becomes. */
    bedroomReposted: await sharp(bedroom).resize({ width: 720 }).jpeg({ quality: 45 }).toBuffer(),
  };
}

export async function startPhotoHost(extra: Record<string, Answer> = {}): Promise<PhotoHost> {
  const files = await photoFiles();
  const answers: Record<string, Answer> = {
    '/bedroom.jpg': { type: 'image/jpeg', body: files.bedroom },
    '/bedroom-again.jpg': { type: 'image/jpeg', body: files.bedroom },
    '/bedroom-reposted.jpg': { type: 'image/jpeg', body: files.bedroomReposted },
    '/kitchen.png': { type: 'image/png', body: files.kitchenPng },
    '/living.jpg': { type: 'image/jpeg', body: files.living },
    // 3 MB that start like a JPEG: too large for the tests' 2 MB limit whatever they hold.
    '/huge.jpg': {
      type: 'image/jpeg',
      body: Buffer.concat([files.bedroom.subarray(0, 3), Buffer.alloc(3 * 1024 * 1024)]),
    },
    // A page served as an image: the bytes, not the header, decide.
    '/page.jpg': { type: 'image/jpeg', body: Buffer.from('<!doctype html><script>alert(1)</script>') },
    // Bytes that start like a JPEG and are not one.
    '/broken.jpg': { type: 'image/jpeg', body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 1)]) },
    '/slow.jpg': { type: 'image/jpeg', body: files.bedroom, delayMs: 5_000 },
    '/to-private.jpg': { redirect: 'http://10.20.30.40/photo.jpg' },
    ...extra,
  };
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const answer = answers[pathname];
    if (!answer) return void response.writeHead(404).end();
    if ('redirect' in answer) return void response.writeHead(302, { location: answer.redirect }).end();
    const send = () => {
      if (!response.destroyed) response.writeHead(200, { 'content-type': answer.type }).end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
