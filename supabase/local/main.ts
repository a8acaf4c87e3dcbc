// `npm start` (after the build): serves RoomRadar on http://localhost:8080, or on PORT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer } from './server.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function portFromEnvironment(): number {
  const raw = process.env.PORT ?? '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return port;
}

const { url } = await startLocalServer({
  port: portFromEnvironment(),
  host: process.env.HOST ?? '127.0.0.1',
  distDir: path.join(projectRoot, 'dist'),
});
process.stdout.write(`RoomRadar is running at ${url}\n`);
