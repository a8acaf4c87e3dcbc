// What a GoTrue flow is and how a request finds one: a route names a method and a path (a RegExp for paths
// with an id in them) and makes its flow once from the shared context; the first route that matches answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from './auth-context.ts';

export type FlowCall = {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** The named groups of a RegExp path (the user id of /admin/users/<id>). */
  params: Record<string, string>;
};

/** A JSON answer, or null when the flow wrote the response itself (a redirect or a page). */
export type FlowAnswer = { status: number; body: unknown } | null;

export type AuthFlow = (call: FlowCall) => Promise<FlowAnswer>;

export type AuthRoute = {
  method: string;
  /** The path after /auth/v1. */
  path: string | RegExp;
  /** Null when the flow is off on this server: its route then answers as an unknown one. */
  create: (auth: AuthContext) => AuthFlow | null;
};

/** The first route for this method and path, with its path's named groups; null answers 404. */
export function findRoute<Route extends Pick<AuthRoute, 'method' | 'path'>>(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    if (typeof route.path === 'string') {
      if (route.path === path) return { route, params: {} };
      continue;
    }
    const match = route.path.exec(path);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}
