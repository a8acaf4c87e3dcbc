// A stand-in for a ServerResponse that keeps what a handler sends (status, headers, body) instead of
// sending it, so that the answer can be stored and sent again. It implements the part of ServerResponse
// the API handlers use (headers set one by one or at writeHead, a body written in parts or at end).
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type RecordedAnswer = { status: number; headers: Record<string, string>; body: Buffer };

function headerText(value: OutgoingHttpHeader): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export class ResponseRecorder {
  statusCode = 200;
  headersSent = false;
  writableEnded = false;
  private readonly headers = new Map<string, { name: string; value: string }>();
  private readonly chunks: Buffer[] = [];

  setHeader(name: string, value: OutgoingHttpHeader): this {
    this.headers.set(name.toLowerCase(), { name, value: headerText(value) });
    return this;
  }

  getHeader(name: string): string | undefined {
    return this.headers.get(name.toLowerCase())?.value;
  }

  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }

  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}): this {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array): boolean {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    this.headersSent = true;
    return true;
  }

  end(chunk?: string | Uint8Array): this {
    if (chunk !== undefined && chunk.length > 0) this.write(chunk);
    this.headersSent = true;
    this.writableEnded = true;
    return this;
  }

  /** This recorder where a handler expects a ServerResponse. */
  asServerResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }

  /** What was sent; an error when the handler never finished its answer. */
  answer(): RecordedAnswer {
    if (!this.writableEnded) throw new Error('The handler returned without ending its answer');
    return {
      status: this.statusCode,
      headers: Object.fromEntries([...this.headers.values()].map(({ name, value }) => [name, value])),
      body: Buffer.concat(this.chunks),
    };
  }
}
