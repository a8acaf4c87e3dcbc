import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'workers/**/*.test.ts',
      'tools/**/*.test.ts',
      'supabase/**/*.test.ts',
      'sw/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/bench/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/app-language.ts'],
  },
});
