// The one-machine backend's HTTP server: the API in front (when given) and the built app behind it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createStaticHandler } from './static-files.ts';

export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

export type LocalServerOptions = { port: number; host?: string; distDir: string; api?: ApiHandler; upgrade?: UpgradeHandler };

export async function startLocalServer({ port, host = '127.0.0.1', distDir, api, upgrade }: LocalServerOptions): Promise<{ server: Server; url: string }> {
  const serveApp = createStaticHandler(distDir);
  const server = createServer((request, response) => {
    const handle = async () => {
      if (api && (await api(request, response))) return;
      await serveApp(request, response);
    };
    handle().catch((error: unknown) => {
      console.error('Unexpected error while serving', request.method, request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end('{"message":"Internal server error"}');
    });
  });
  server.on('upgrade', (request, socket, head) => {
    if (!upgrade?.(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}` };
}
