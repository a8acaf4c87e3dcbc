// The Phoenix channel protocol's frames as realtime-js speaks them: version 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload], version 1.0.0 sends JSON objects.

export type PhoenixMessage = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};

export type Vsn = '1.0.0' | '2.0.0';

export function decodeFrame(raw: string, vsn: Vsn): PhoenixMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return {
      joinRef: typeof joinRef === 'string' ? joinRef : null,
      ref: typeof ref === 'string' ? ref : null,
      topic,
      event,
      payload: isRecord(payload) ? payload : {},
    };
  }
  if (!isRecord(parsed) || typeof parsed.topic !== 'string' || typeof parsed.event !== 'string') return null;
  return {
    joinRef: typeof parsed.join_ref === 'string' ? parsed.join_ref : null,
    ref: typeof parsed.ref === 'string' ? parsed.ref : null,
    topic: parsed.topic,
    event: parsed.event,
    payload: isRecord(parsed.payload) ? parsed.payload : {},
  };
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
