// /realtime/v1/websocket: enough of Supabase Realtime's Phoenix protocol for postgres_changes (join with
// bindings, replies, heartbeat, access_token refresh, leave). Changes come from the local_realtime
// notifications; each is read again as the subscriber's role, so a subscriber receives only rows that
// row-level security lets it select. Deletions, whose rows can no longer be read, go only to their owner
// (or to every subscriber for public listings), so no one learns of another member's rows.
import type { ClientAddressOf } from '../client-address.ts';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifyJwt } from '../auth/jwt.ts';
import { isUuid } from '../auth/request-auth.ts';
import type { Database, JwtClaims } from '../db/database.ts';
import { parseCondition, type Condition } from '../rest/query-params.ts';
import type { SchemaCache } from '../rest/schema-cache.ts';
import { Params, filterSql, qualifiedName } from '../rest/sql-builder.ts';
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from './phoenix.ts';

type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';
type Binding = {
  id: number;
  event: ChangeEvent | '*';
  schema: string;
  table: string;
  filter?: string;
  condition: Condition | null;
};
type Channel = { topic: string; joinRef: string | null; claims: JwtClaims; bindings: Binding[] };
type Connection = {
  socket: WebSocket;
  vsn: Vsn;
  apiKeyClaims: JwtClaims;
  channels: Map<string, Channel>;
  queue: Promise<void>;
  /** The client's messages, handled one after another: a token check awaits, and order must hold across it. */
  inbox: Promise<void>;
  address: string;
};

// Every binding costs a query per change it could see, on the server's one thread: a client may hold only so
// many (Supabase's own limit is 100 channels a client), and one address only so many connections.
export const REALTIME_LIMITS = { channelsPerConnection: 100, bindingsPerConnection: 100, connectionsPerAddress: 20 };

/** What a subscriber with these claims and this condition sees of one change, read once however many ask. */
type ReadsOfChange = Map<string, Promise<Record<string, unknown> | null>>;
type Change = { table: string; type: ChangeEvent; key: string; owner: string | null };

export type RealtimeOptions = {
  db: Database;
  jwtSecret: string;
  schema: () => SchemaCache;
  publishedTables: ReadonlySet<string>;
  clientAddressOf: ClientAddressOf;
};

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
const PUBLIC_TABLES = new Set(['listings']);
let nextBindingId = 1;

async function claimsFromToken(token: unknown, secret: string): Promise<JwtClaims | null> {
  if (typeof token !== 'string') return null;
  const check = await verifyJwt(token, secret);
  if (!check.ok) return null;
  const role = check.payload.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return null;
  if (role === 'authenticated' && check.payload.sub === undefined) return null;
  if (check.payload.sub !== undefined && !isUuid(check.payload.sub)) return null;
  return check.payload as JwtClaims;
}

export function createRealtimeServer(options: RealtimeOptions) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Set<Connection>();

  const send = (connection: Connection, message: PhoenixMessage) => {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(encodeFrame(message, connection.vsn));
  };
  const reply = (
    connection: Connection,
    request: PhoenixMessage,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ) =>
    send(connection, {
      joinRef: request.joinRef,
      ref: request.ref,
      topic: request.topic,
      event: 'phx_reply',
      payload: { status, response },
    });

  const parseBindings = (raw: unknown): Binding[] | string => {
    const list = Array.isArray(raw) ? raw : [];
    const bindings: Binding[] = [];
    for (const item of list) {
      const { event, schema, table, filter } = (item ?? {}) as Record<string, unknown>;
      if (typeof event !== 'string' || !EVENTS.has(event)) return 'event must be one of *, INSERT, UPDATE, DELETE';
      if (schema !== 'public') return 'only the public schema is published';
      if (typeof table !== 'string' || !options.publishedTables.has(table))
        return `table ${String(table).slice(0, 64)} is not published`;
      let condition: Condition | null = null;
      if (filter !== undefined && filter !== null && filter !== '') {
        if (typeof filter !== 'string') return 'filter must be text';
        const match = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.+)$/.exec(filter);
        if (!match) return 'filter must look like column=eq.value';
        try {
          condition = parseCondition(match[1] as string, `${match[2]}.${match[3]}`);
        } catch {
          return 'filter is not valid';
        }
        if (!options.schema().relations.get(table)?.columns.has(condition.column))
          return `column ${condition.column} does not exist`;
      }
      bindings.push({
        id: nextBindingId++,
        event: event as Binding['event'],
        schema,
        table,
        ...(typeof filter === 'string' && filter !== '' ? { filter } : {}),
        condition,
      });
    }
    return bindings;
  };

  const join = async (connection: Connection, message: PhoenixMessage) => {
    const config = (message.payload.config ?? {}) as Record<string, unknown>;
    const claims =
      message.payload.access_token !== undefined
        ? await claimsFromToken(message.payload.access_token, options.jwtSecret)
        : connection.apiKeyClaims;
    if (!claims) return reply(connection, message, 'error', { reason: 'Invalid token' });
    const bindings = parseBindings(config.postgres_changes);
    if (typeof bindings === 'string') return reply(connection, message, 'error', { reason: bindings });
    const others = [...connection.channels.values()].filter((channel) => channel.topic !== message.topic);
    if (others.length >= REALTIME_LIMITS.channelsPerConnection)
      return reply(connection, message, 'error', { reason: 'Too many channels on this connection' });
    const heldBindings = others.reduce((total, channel) => total + channel.bindings.length, 0);
    if (heldBindings + bindings.length > REALTIME_LIMITS.bindingsPerConnection)
      return reply(connection, message, 'error', { reason: 'Too many postgres_changes bindings on this connection' });
    connection.channels.set(message.topic, { topic: message.topic, joinRef: message.joinRef, claims, bindings });
    reply(connection, message, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({
        id,
        event,
        schema,
        table,
        ...(filter ? { filter } : {}),
      })),
    });
    if (bindings.length > 0) {
      send(connection, {
        joinRef: message.joinRef,
        ref: null,
        topic: message.topic,
        event: 'system',
        payload: {
          channel: message.topic.replace(/^realtime:/, ''),
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        },
      });
    }
  };

  const handle = async (connection: Connection, raw: string) => {
    const message = decodeFrame(raw, connection.vsn);
    if (!message) return;
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return reply(connection, message, 'ok', {});
    if (message.event === 'phx_join') return join(connection, message);
    const channel = connection.channels.get(message.topic);
    if (message.event === 'phx_leave') {
      connection.channels.delete(message.topic);
      return reply(connection, message, 'ok', {});
    }
    if (message.event === 'access_token' && channel) {
      const claims = await claimsFromToken(message.payload.access_token, options.jwtSecret);
      if (!claims) {
        connection.channels.delete(message.topic);
        return send(connection, {
          joinRef: channel.joinRef,
          ref: null,
          topic: message.topic,
          event: 'phx_close',
          payload: {},
        });
      }
      channel.claims = claims;
      return;
    }
    if (message.ref) reply(connection, message, 'ok', {});
  };

  /** The changed row as `claims` may see it, or null when row-level security hides it. */
  const readAs = async (
    claims: JwtClaims,
    change: Change,
    condition: Condition | null,
  ): Promise<Record<string, unknown> | null> => {
    const relation = options.schema().relations.get(change.table);
    if (!relation) return null;
    const keyColumn = relation.columns.has('id') ? 'id' : 'user_id';
    const params = new Params();
    const keyParam = params.add(change.key);
    const keyType = relation.columns.get(keyColumn)?.type ?? 'text';
    const extra = condition ? ` and (${filterSql(condition, relation, params)})` : '';
    const sql = `select to_json(_t)::text as row from ${qualifiedName(relation)} as _t where _t."${keyColumn}" = (${keyParam}::text)::${keyType}${extra}`;
    try {
      const rows = await options.db.asRole(
        claims,
        async (tx) => (await tx.query<{ row: string }>(sql, params.values)).rows,
      );
      return rows[0] ? (JSON.parse(rows[0].row) as Record<string, unknown>) : null;
    } catch (error) {
      // A role without any grant on the table (anon on favorites) simply sees nothing.
      if ((error as { code?: string }).code === '42501') return null;
      throw error;
    }
  };

  const deliver = async (connection: Connection, change: Change, reads: ReadsOfChange) => {
    for (const channel of connection.channels.values()) {
      const matching = channel.bindings.filter(
        (binding) => binding.table === change.table && (binding.event === '*' || binding.event === change.type),
      );
      if (matching.length === 0) continue;
      const ids: number[] = [];
      let record: Record<string, unknown> | null = null;
      for (const binding of matching) {
        if (change.type === 'DELETE') {
          const mayKnow =
            PUBLIC_TABLES.has(change.table) ||
            channel.claims.role === 'service_role' ||
            (change.owner !== null && channel.claims.sub === change.owner);
          if (mayKnow && !binding.condition) ids.push(binding.id);
          continue;
        }
        const key = `${JSON.stringify(channel.claims)}\n${JSON.stringify(binding.condition ?? null)}`;
        let read = reads.get(key);
        if (!read) {
          read = readAs(channel.claims, change, binding.condition);
          reads.set(key, read);
        }
        const seen = await read;
        if (seen) {
          record = seen;
          ids.push(binding.id);
        }
      }
      if (ids.length === 0) continue;
      const keyColumn = options.schema().relations.get(change.table)?.columns.has('id') ? 'id' : 'user_id';
      send(connection, {
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: {
          ids,
          data: {
            schema: 'public',
            table: change.table,
            commit_timestamp: new Date().toISOString(),
            type: change.type,
            columns: [],
            ...(change.type !== 'DELETE' ? { record } : {}),
            ...(change.type !== 'INSERT' ? { old_record: { [keyColumn]: record?.[keyColumn] ?? change.key } } : {}),
            errors: null,
          },
        },
      });
    }
  };

  const onChange = (payload: string) => {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    const reads: ReadsOfChange = new Map();
    for (const connection of connections) {
      // One queue per connection keeps each subscriber's changes in commit order.
      connection.queue = connection.queue
        .then(() => deliver(connection, change, reads))
        .catch((error: unknown) => console.error('Realtime delivery failed', error));
    }
  };

  /** Opens a connection for a request with a valid API key, while its address holds fewer than the limit. */
  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const apiKeyClaims = await claimsFromToken(url.searchParams.get('apikey'), options.jwtSecret);
    if (socket.destroyed) return;
    if (!apiKeyClaims) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // Counted after the key check, and added in handleUpgrade's callback with no await between, so the limit holds.
    const address = options.clientAddressOf(request);
    if (
      [...connections].filter((connection) => connection.address === address).length >=
      REALTIME_LIMITS.connectionsPerAddress
    ) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      const connection: Connection = {
        socket: webSocket,
        vsn,
        apiKeyClaims,
        channels: new Map(),
        queue: Promise.resolve(),
        inbox: Promise.resolve(),
        address,
      };
      connections.add(connection);
      webSocket.on('message', (data) => {
        const raw = data.toString();
        connection.inbox = connection.inbox
          .then(() => handle(connection, raw))
          .catch((error: unknown) => console.error('Realtime message failed', error));
      });
      webSocket.on('close', () => connections.delete(connection));
      webSocket.on('error', () => connections.delete(connection));
    });
  };

  let stopListening: (() => Promise<void>) | null = null;

  return {
    async start() {
      stopListening = await options.db.listen('local_realtime', onChange);
    },
    async stop() {
      for (const connection of connections) connection.socket.terminate();
      await stopListening?.();
      sockets.close();
    },
    /** Takes over an upgrade request for the realtime path; false for any other path. */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = URL.canParse(request.url ?? '/', 'http://localhost')
        ? new URL(request.url ?? '/', 'http://localhost')
        : null;
      if (url?.pathname !== '/realtime/v1/websocket') return false;
      accept(request, socket, head, url).catch((error: unknown) => {
        console.error('Realtime upgrade failed', error);
        socket.destroy();
      });
      return true;
    },
  };
}
