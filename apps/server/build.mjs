// Bundles the server (and the shared package it imports) into dist/main.js; npm packages stay
// external and are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // A folder, so the package's subpaths (`@freshfold/shared/common-passwords`) resolve too.
  alias: { '@freshfold/shared': '../../packages/shared/src' },
});
