// Live updates for the sync worker: Realtime's postgres_changes on the replicated tables (row-level
// security decides what this session hears) only ask for a resync; the data itself comes through the
// checkpointed pull, so nothing is applied twice or out of order.
import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import type { RealtimeHook } from './sync-service.ts';

export const supabaseRealtimeHook: RealtimeHook = (config, onChange) => {
  const client = createClient(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  let channel: RealtimeChannel | null = null;

  const subscribe = (tables: string[]) => {
    if (channel) void client.removeChannel(channel);
    channel = client.channel(`sync-${Date.now()}`);
    for (const table of tables)
      channel.on('postgres_changes' as never, { event: '*', schema: 'public', table }, onChange);
    channel.subscribe();
  };

  subscribe(['listings']);
  return {
    setSession(session) {
      void client.realtime.setAuth(session?.accessToken ?? null);
      subscribe(session ? ['listings', 'favorites', 'saved_filters', 'reply_templates'] : ['listings']);
    },
    close() {
      void client.removeAllChannels();
    },
  };
};
