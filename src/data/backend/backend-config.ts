// Where the backend is: the page's own origin under supabase/local, or the Supabase project a production
// build names. Shared by the supabase-js client and the sync worker.

/**
 * The anon key: a production build names its project's; supabase/local makes its own secret on first start,
 * so its pages carry the key in a meta tag instead. (The key grants only what row-level security allows the
 * anonymous role; it is no secret.)
 */
function anonKeyOfPage(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')?.content ?? '';
}

export function backendConfig(): { url: string; anonKey: string } {
  return {
    url: import.meta.env.VITE_SUPABASE_URL || window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || anonKeyOfPage(),
  };
}
