// The one-machine backend's HTTP server: the API in front (when given) and the built app behind it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from './static-files.ts';

export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export type LocalServerOptions = { port: number; host?: string; distDir: string; api?: ApiHandler };

export async function startLocalServer({ port, host = '127.0.0.1', distDir, api }: LocalServerOptions): Promise<{ server: Server; url: string }> {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}` };
}
