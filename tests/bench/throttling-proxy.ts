// A throttling TCP proxy for the browser benchmarks: it stands in front of a local backend so that
// everything a page fetches (the document, its dedicated workers, the service worker's precache, the
// Realtime socket) crosses one emulated network link. Each direction is a shared link of its own: bytes
// queue per connection, are served round-robin in pieces at the link's rate (one link for all
// connections, as a phone's radio is), and arrive half the round trip later. A new connection waits one
// round trip before its first bytes go out (the TCP handshake). With no profile the bytes pass straight
// through, counted the same way.
//
// It also counts what it carried from the server to the client, in all and per request: HTTP/1.1 without
// pipelining sends a connection's next request only after the previous answer, so the bytes coming back
// on a connection belong to the latest request line seen going out on it.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** One-way delay is half of `rttMs`; rates in bits per second. */
export type NetworkProfile = { rttMs: number; downBitsPerSecond: number; upBitsPerSecond: number };

/** Lighthouse's mobile profile ("slow 4G"): 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
export const LIGHTHOUSE_MOBILE_NETWORK: NetworkProfile = {
  rttMs: 150,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
};

/** A request line (method and target), how often it was sent, and the bytes of all its answers. */
export type CarriedResponse = { request: string; times: number; bytes: number };

/**
 * One request as the proxy saw it, in wall-clock milliseconds (the page's performance.timeOrigin + now()
 * is on the same clock): when its request line went towards the server, and when the first and the last
 * byte of its answer reached the device. Null: nothing of the answer has arrived.
 */
export type CarriedRequest = {
  request: string;
  sentAt: number;
  firstByteAt: number | null;
  lastByteAt: number | null;
  bytes: number;
};

export type ThrottlingProxy = {
  url: string;
  /** Server-to-client bytes delivered since the last reset. */
  bytesDown(): number;
  /** Server-to-client bytes per request since the last reset, biggest first. */
  responses(): CarriedResponse[];
  /** Every request since the last reset, in the order they were sent. */
  timeline(): CarriedRequest[];
  /** Starts counting afresh and sets the profile for connections opened from now on (null: no throttling). */
  reset(profile: NetworkProfile | null): void;
  close(): Promise<void>;
};

/** Bytes served at a time: small enough that connections share the link finely. */
const PIECE_BYTES = 4096;
const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/;

type Sink = { write(piece: Buffer): void; end(): void };
/** A piece to carry; null closes the sink's writing side. */
type Piece = Buffer | null;

/** One direction of the emulated network: a rate shared round-robin by its flows, then a fixed delay. */
class Link {
  private readonly waiting = new Map<Sink, Piece[]>();
  private readonly inFlight: Array<{ at: number; sink: Sink; piece: Piece }> = [];
  private freeAt = 0;
  private serving: ReturnType<typeof setTimeout> | null = null;
  private arriving: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly bitsPerSecond: number,
    private readonly delayMs: number,
  ) {}

  send(sink: Sink, piece: Piece): void {
    const queue = this.waiting.get(sink) ?? [];
    if (piece === null) queue.push(null);
    else
      for (let start = 0; start < piece.length; start += PIECE_BYTES)
        queue.push(piece.subarray(start, start + PIECE_BYTES));
    // Re-inserting moves the flow to the back of the round-robin order only when it had nothing queued.
    if (!this.waiting.has(sink)) this.waiting.set(sink, queue);
    if (this.serving === null) {
      this.freeAt = Math.max(this.freeAt, performance.now());
      this.serve();
    }
  }

  /** Puts pieces on the wire while the link is free; the clock is the link's own, so timer lateness is not lost. */
  private serve = (): void => {
    this.serving = null;
    while (this.freeAt <= performance.now() + 0.5 && this.waiting.size > 0) {
      const [sink, queue] = this.waiting.entries().next().value as [Sink, Piece[]];
      const piece = queue.shift() as Piece;
      this.waiting.delete(sink);
      if (queue.length > 0) this.waiting.set(sink, queue);
      this.freeAt += piece === null ? 0 : (piece.length * 8 * 1000) / this.bitsPerSecond;
      this.inFlight.push({ at: this.freeAt + this.delayMs, sink, piece });
      this.scheduleArrival();
    }
    if (this.waiting.size > 0) this.serving = setTimeout(this.serve, this.freeAt - performance.now());
  };

  private scheduleArrival(): void {
    if (this.arriving !== null || this.inFlight.length === 0) return;
    const head = this.inFlight[0] as { at: number };
    this.arriving = setTimeout(this.arrive, Math.max(0, head.at - performance.now()));
  }

  private arrive = (): void => {
    this.arriving = null;
    const now = performance.now();
    while (this.inFlight.length > 0 && (this.inFlight[0] as { at: number }).at <= now + 0.5) {
      const { sink, piece } = this.inFlight.shift() as { sink: Sink; piece: Piece };
      if (piece === null) sink.end();
      else sink.write(piece);
    }
    this.scheduleArrival();
  };
}

/** Starts a proxy on 127.0.0.1 in front of `target` ("http://localhost:PORT"). */
export async function startThrottlingProxy(target: string): Promise<ThrottlingProxy> {
  const targetUrl = new URL(target);
  const targetPort = Number(targetUrl.port);
  let profile: NetworkProfile | null = null;
  let down: Link | null = null;
  let up: Link | null = null;
  let carried = 0;
  let perRequest = new Map<string, { times: number; bytes: number }>();
  let timeline: CarriedRequest[] = [];
  const wallClock = () => performance.timeOrigin + performance.now();
  const sockets = new Set<net.Socket>();

  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ host: '127.0.0.1', port: targetPort, allowHalfOpen: true });
    sockets.add(client).add(upstream);
    const links = { down, up, handshakeMs: profile?.rttMs ?? 0 };
    let request = '(before the first request)';
    let current: CarriedRequest | null = null;
    const toClient: Sink = {
      write: (piece) => {
        if (client.destroyed) return;
        carried += piece.length;
        const seen = perRequest.get(request) ?? { times: 0, bytes: 0 };
        perRequest.set(request, { ...seen, bytes: seen.bytes + piece.length });
        if (current) {
          current.firstByteAt ??= wallClock();
          current.lastByteAt = wallClock();
          current.bytes += piece.length;
        }
        client.write(piece);
      },
      end: () => client.end(),
    };
    const toServer: Sink = {
      write: (piece) => {
        if (!upstream.destroyed) upstream.write(piece);
      },
      end: () => upstream.end(),
    };
    const forward = (link: Link | null, sink: Sink, piece: Piece) => {
      if (link) link.send(sink, piece);
      else if (piece === null) sink.end();
      else sink.write(piece);
    };
    if (links.handshakeMs > 0) {
      client.pause();
      setTimeout(() => client.resume(), links.handshakeMs);
    }
    client.on('data', (chunk: Buffer) => {
      const line = REQUEST_LINE.exec(chunk.toString('latin1', 0, Math.min(chunk.length, 2048)));
      if (line) {
        request = `${line[1]} ${line[2]}`;
        const seen = perRequest.get(request) ?? { times: 0, bytes: 0 };
        perRequest.set(request, { ...seen, times: seen.times + 1 });
        current = { request, sentAt: wallClock(), firstByteAt: null, lastByteAt: null, bytes: 0 };
        timeline.push(current);
      }
      forward(links.up, toServer, chunk);
    });
    upstream.on('data', (chunk: Buffer) => forward(links.down, toClient, chunk));
    client.on('end', () => forward(links.up, toServer, null));
    upstream.on('end', () => forward(links.down, toClient, null));
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', closeBoth).on('close', () => sockets.delete(client));
    upstream.on('error', closeBoth).on('close', () => sockets.delete(upstream));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    bytesDown: () => carried,
    responses: () =>
      [...perRequest.entries()]
        .map(([request, seen]) => ({ request, ...seen }))
        .sort((first, second) => second.bytes - first.bytes),
    timeline: () => [...timeline],
    reset(next) {
      profile = next;
      down = next ? new Link(next.downBitsPerSecond, next.rttMs / 2) : null;
      up = next ? new Link(next.upBitsPerSecond, next.rttMs / 2) : null;
      carried = 0;
      perRequest = new Map();
      timeline = [];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
