import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The app's code, which runs once main.tsx has loaded a catalogue: its tests speak English.
        test: {
          name: 'app',
          include: [
            'src/**/*.test.ts',
            'workers/**/*.test.ts',
            'tools/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/support/app-language.ts'],
        },
      },
      {
        // The server never loads the app's language (it writes with textsFor): neither do its tests, so a
        // server module that reads the app's texts fails here as it would in production.
        test: {
          name: 'server',
          include: ['supabase/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
