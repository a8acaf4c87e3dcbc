// Draws the app's icons (a radar on the brand colour) as PNG files in public/icons, with no image tool:
// a few circles and a sweep, anti-aliased by supersampling, written with zlib. Run it when the design
// changes: `npx tsx sw/generate-icons.ts`. The maskable icon keeps the radar inside the 80% safe zone.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [15, 118, 110] as const;
const WHITE = [255, 255, 255] as const;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, pixel: (x: number, y: number) => readonly [number, number, number, number]): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x += 1) Buffer.from(pixel(x, y)).copy(rows, y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether a point (in units of the icon's radius, centred) is white: rings, the sweep and the centre dot. */
function isInk(x: number, y: number, scale: number): boolean {
  const distance = Math.hypot(x, y) / scale;
  const ring = (radius: number) => Math.abs(distance - radius) < 0.045;
  const onSweep = x > 0 && y < 0 && Math.abs(x + y) / Math.SQRT2 / scale < 0.04 && distance < 0.75;
  return ring(0.72) || ring(0.4) || onSweep || distance < 0.09;
}

function icon(size: number, { maskable }: { maskable: boolean }): Buffer {
  const corner = maskable ? 0 : size * 0.22;
  const scale = maskable ? 0.62 : 0.82;
  const samples = 4;
  return encodePng(size, (px, py) => {
    let inside = 0;
    let ink = 0;
    for (let sy = 0; sy < samples; sy += 1) {
      for (let sx = 0; sx < samples; sx += 1) {
        const x = px + (sx + 0.5) / samples;
        const y = py + (sy + 0.5) / samples;
        const dx = Math.max(corner - x, x - (size - corner), 0);
        const dy = Math.max(corner - y, y - (size - corner), 0);
        if (corner > 0 && Math.hypot(dx, dy) > corner) continue;
        inside += 1;
        if (isInk((x / size) * 2 - 1, (y / size) * 2 - 1, scale)) ink += 1;
      }
    }
    const total = samples * samples;
    const share = inside === 0 ? 0 : ink / inside;
    const colour = BRAND.map((channel, index) => Math.round(channel + ((WHITE[index] as number) - channel) * share));
    return [colour[0] as number, colour[1] as number, colour[2] as number, Math.round((inside / total) * 255)];
  });
}

writeFileSync('public/icons/icon-192.png', icon(192, { maskable: false }));
writeFileSync('public/icons/icon-512.png', icon(512, { maskable: false }));
writeFileSync('public/icons/maskable-512.png', icon(512, { maskable: true }));
process.stdout.write('wrote public/icons/icon-192.png, icon-512.png, maskable-512.png\n');
