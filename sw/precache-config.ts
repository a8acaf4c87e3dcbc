// What the service worker precaches: the shell (HTML, hashed scripts and styles, icons), found in a build's
// folder. Shared by the build (build-sw.ts) and the build budgets (tests/build/budgets.ts), which weigh it.

export const PRECACHE_GLOBS = {
  globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,woff2}'],
  // The manifest's screenshots are for install prompts, not for offline use.
  // The data layer's main-thread fallback (the sync service and engine, RxDB's Dexie storage and its
  // multi-tab layer, 450 KB) runs only where module workers cannot start, browsers older than every one the
  // app supports otherwise; every other device would store it for nothing, so it loads from the network when
  // needed. The sync worker's own copies are named worker-* (vite.config.ts) and stay in.
  globIgnores: [
    'sw.js',
    'sw.source.js',
    '**/*.map',
    '.vite/**',
    'screenshots/**',
    'assets/sync-service-*.js',
    'assets/sync-engine-*.js',
    'assets/storage-dexie-*.js',
    'assets/rx-storage-multiinstance-*.js',
  ],
  // The sync worker (RxDB, Dexie, supabase-js) is the largest file and must be there offline.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
};
