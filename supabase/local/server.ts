// The one-machine backend's HTTP server. Today it serves the built app; the API routes of
// ARCHITECTURE.md ("The backend on one machine") are mounted in front of the app handler.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from './static-files.ts';

export type LocalServerOptions = { port: number; host?: string; distDir: string };

export async function startLocalServer({ port, host = '127.0.0.1', distDir }: LocalServerOptions): Promise<{ server: Server; url: string }> {
  const serveApp = createStaticHandler(distDir);
  const server = createServer((request, response) => {
    serveApp(request, response).catch((error: unknown) => {
      console.error('Unexpected error while serving', request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}` };
}
