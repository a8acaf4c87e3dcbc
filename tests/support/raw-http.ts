// Raw HTTP/1.1 over a TCP socket, for requests Node's own client refuses to send (garbage methods, broken
// request lines, lying Content-Length, chunked garbage, half-sent requests). Tells a full answer apart from
// a connection the server closed or reset without one, and never waits longer than its own deadline.
import { connect } from 'node:net';

export type RawOutcome =
  | { kind: 'answered'; status: number; head: string; body: string }
  | { kind: 'dropped'; detail: string; bytes: number }
  | { kind: 'hung' };

export type RawStep = string | Buffer | { pauseMs: number };

export type RawOptions = {
  /** Stop waiting after this long and report the connection as hung. */
  deadlineMs?: number;
  /** Half-close after the last step, as a client that gave up sending does. */
  endAfterSending?: boolean;
  /** The request is a HEAD: the answer has headers only, whatever its Content-Length says. */
  isHead?: boolean;
};

/** The first complete response in `bytes`, or null while it is incomplete. */
export function parseResponse(
  bytes: Buffer,
  isClosed: boolean,
  isHead = false,
): { status: number; head: string; body: string } | null {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const head = bytes.subarray(0, headEnd).toString('latin1');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
  if (!status) return null;
  const rest = bytes.subarray(headEnd + 4);
  if (isHead) return { status: Number(status), head, body: '' };
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (length !== undefined)
    return rest.length >= Number(length)
      ? { status: Number(status), head, body: rest.subarray(0, Number(length)).toString('utf8') }
      : null;
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const body: Buffer[] = [];
    let offset = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', offset);
      if (lineEnd === -1) return null;
      const size = Number.parseInt(rest.subarray(offset, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) return null;
      if (size === 0) return { status: Number(status), head, body: Buffer.concat(body).toString('utf8') };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      body.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
  }
  // 1xx, 204 and 304 have no body; any other answer without a length ends with the connection.
  if (Number(status) < 200 || status === '204' || status === '304') return { status: Number(status), head, body: '' };
  return isClosed ? { status: Number(status), head, body: rest.toString('utf8') } : null;
}

/** Sends `steps` (bytes, or pauses between them) on a new connection and reports what came back. */
export function rawRequest(
  port: number,
  steps: RawStep[],
  { deadlineMs = 10_000, endAfterSending = false, isHead = false }: RawOptions = {},
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const received: Buffer[] = [];
    let settled = false;
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(outcome);
    };
    const answerSoFar = (isClosed: boolean) => parseResponse(Buffer.concat(received), isClosed, isHead);
    const deadline = setTimeout(() => finish({ kind: 'hung' }), deadlineMs);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const answer = answerSoFar(false);
      if (answer) finish({ kind: 'answered', ...answer });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const answer = answerSoFar(true);
      finish(
        answer
          ? { kind: 'answered', ...answer }
          : { kind: 'dropped', detail: error.code ?? error.message, bytes: Buffer.concat(received).length },
      );
    });
    socket.on('close', () => {
      const answer = answerSoFar(true);
      finish(
        answer
          ? { kind: 'answered', ...answer }
          : { kind: 'dropped', detail: 'closed', bytes: Buffer.concat(received).length },
      );
    });
    socket.on('connect', async () => {
      for (const step of steps) {
        if (settled) return;
        if (typeof step === 'object' && 'pauseMs' in step) await new Promise((wait) => setTimeout(wait, step.pauseMs));
        else socket.write(step);
      }
      if (endAfterSending && !settled) socket.end();
    });
  });
}
