// Bundles the server (and the shared package it imports) into dist/main.js; npm packages stay
// external and are loaded from node_modules at run time. A module the server imports
// dynamically (`await import(…)`, the e-mail templates) goes in a chunk of its own
// (dist/chunks/), so that the packages it imports load when it is first imported, not at
// start-up: in one file, esbuild hoists every package import to the top of the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
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
