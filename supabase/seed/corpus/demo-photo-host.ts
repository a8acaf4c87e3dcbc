// The demo's photo host: serves supabase/seed/photos on a loopback address for as long as the seed runs,
// so the demo's photos reach Storage the way every post's photos do, fetched by the ingest pipeline.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PHOTO_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'photos');

export type DemoPhotoHost = { base: string; close(): Promise<void> };

export async function startDemoPhotoHost(): Promise<DemoPhotoHost> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname.slice(1));
    // Only the folder's own photos, by plain file name.
    if (!/^[a-z0-9-]+\.jpg$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    readFile(path.join(PHOTO_FOLDER, name)).then(
      (bytes) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
