// Where the command-line tools write: the running supabase/local (its URL and service key from
// .data/local.json, or ROOMRADAR_DATA_DIR's), or any Supabase project given with --url and
// SUPABASE_SERVICE_ROLE_KEY.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function serviceTarget(args: readonly string[], usage: (message: string) => never): SupabaseClient {
  const urlIndex = args.indexOf('--url');
  let url: string;
  let key: string;
  if (urlIndex !== -1) {
    url = args[urlIndex + 1] ?? usage('--url needs an address.');
    key =
      process.env.SUPABASE_SERVICE_ROLE_KEY ??
      usage("Set SUPABASE_SERVICE_ROLE_KEY to the project's service role key.");
  } else {
    const statusFile = path.resolve(process.env.ROOMRADAR_DATA_DIR ?? '.data', 'local.json');
    try {
      const status = JSON.parse(readFileSync(statusFile, 'utf8')) as { url: string; service_role_key: string };
      url = status.url;
      key = status.service_role_key;
    } catch {
      usage(`No running supabase/local found (${statusFile}); start it with npm start, or pass --url.`);
    }
  }
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}
