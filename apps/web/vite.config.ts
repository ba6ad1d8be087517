import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The footer's year as the prerendered pages show it (see src/entry-server.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // Every browser the shop supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The chunks a page starts with (src/boot.ts): the entry loads React and the app after
        // the first paint, each one chunk, evaluated in its own task. The entry's own helpers
        // (module preloading, the bundler's runtime) are a small chunk of their own, so that
        // the entry does not import the app's chunk before the page is painted.
        codeSplitting: {
          groups: [
            { name: 'boot', test: /preload-helper|rolldown[\\/]runtime/, priority: 3 },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'main', test: /[\\/]src[\\/]main\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
