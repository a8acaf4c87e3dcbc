// The database behind supabase/local, as PostgREST uses it: every request is one transaction that runs
// `SET LOCAL ROLE` with the caller's JWT claims in `request.jwt.claims`, so row-level security decides
// what it sees. One interface; `open-database.ts` chooses PGlite or a real Postgres.

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export type JwtClaims = { readonly role: ApiRole; readonly sub?: string; readonly email?: string } & Readonly<
  Record<string, unknown>
>;

export type QueryResult<Row> = { rows: Row[]; affectedRows: number };

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

export interface Database {
  /** Runs `work` in one transaction as the claims' role, with the claims visible to SQL. */
  asRole<T>(claims: JwtClaims, work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction as the database owner (migrations, the auth server, seeding). */
  asOwner<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs a script of several statements as the owner, outside any request. */
  execScript(script: string): Promise<void>;
  /** Calls `handler` with each notification on `channel` (delivered when the notifying transaction commits). */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/** The statements that open a request's transaction: claims first, then the role (which cannot read them back otherwise). */
export async function enterRole(sql: Sql, claims: JwtClaims): Promise<void> {
  // The role is interpolated, so it must be one of three known names; the claims go in as a parameter.
  if (!ROLES.has(claims.role)) throw new Error(`Unknown API role ${JSON.stringify(claims.role)}`);
  await sql.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
    JSON.stringify(claims),
    claims.role,
  ]);
}
