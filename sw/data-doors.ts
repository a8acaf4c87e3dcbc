// The data folders' doors (src/data/*/index.ts) only re-export. Declared free of side effects, a door does
// not tie every module behind it to the bundle of whoever imports it: the app's entry would otherwise carry
// the listings screen's storage modules, and the first-visit script (2 KB) the map's configuration and with it
// the catalogues' code (18 KB). Shared by the app's build (vite.config.ts) and the first-visit script's.
export const DATA_DOORS_WITHOUT_SIDE_EFFECTS = [{ test: /\/src\/data\/[^/]+\/index\.ts$/, sideEffects: false }];
