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

declare global {
  interface Window {
    /** Set by an e2e test before the app starts (with __ROOMRADAR_TEST_HOOKS__): a first copy in pages of this size. */
    __ROOMRADAR_SYNC_PAGE_SIZE__?: number;
  }
}

/** The copy's page size an e2e test asked for, so a demo-sized copy can still stop halfway; else none. */
function testPageSize(): number | undefined {
  if (typeof window === 'undefined' || window.__ROOMRADAR_TEST_HOOKS__ !== true) return undefined;
  const size = window.__ROOMRADAR_SYNC_PAGE_SIZE__;
  return Number.isInteger(size) && (size as number) > 0 ? size : undefined;
}

/** The Supabase project a production build names; empty under supabase/local (the page's own origin). */
export const BUILT_BACKEND_URL: string = import.meta.env.VITE_SUPABASE_URL || '';

export function backendConfig(): { url: string; anonKey: string; pageSize?: number } {
  return {
    url: BUILT_BACKEND_URL || window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || anonKeyOfPage(),
    pageSize: testPageSize(),
  };
}
