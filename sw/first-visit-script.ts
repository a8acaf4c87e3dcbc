// Builds the first-visit script (src/first-visit.ts) into a build's assets: a bundle of its own, with
// nothing shared with the app's chunks, so that it runs the moment its few kilobytes arrive instead of
// waiting for a chunk the entry also needs. Returns the file's path within the build.
import { build, type Rolldown } from 'vite';
import { DATA_DOORS_WITHOUT_SIDE_EFFECTS } from './data-doors.ts';

export const FIRST_VISIT_SOURCE = 'src/first-visit.ts';

export async function buildFirstVisitScript(outDir: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
      rolldownOptions: {
        input: FIRST_VISIT_SOURCE,
        treeshake: { moduleSideEffects: DATA_DOORS_WITHOUT_SIDE_EFFECTS },
        output: { format: 'es', entryFileNames: 'assets/first-visit-[hash].js' },
      },
    },
  })) as Rolldown.RolldownOutput;
  const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error(`Building ${FIRST_VISIT_SOURCE} gave no script`);
  return entry.fileName;
}
