import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so that file routes are split into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    tailwindcss(),
  ],
  // Workers are ES modules, so they can share chunks and import lazily like the app does.
  worker: { format: 'es' },
  build: {
    // The manifest lets the budget check attribute chunks to routes.
    manifest: true,
    sourcemap: true,
  },
});
