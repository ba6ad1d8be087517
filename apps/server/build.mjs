// Bundles the server (and the shared package it imports) into dist/main.js and dist/chunks/;
// npm packages stay external and are loaded from node_modules at run time. A module the server
// imports dynamically (`await import(…)`, the e-mail templates) goes in a chunk of its own, so
// that the packages it imports load when it is first imported, not at start-up: in one file,
// esbuild hoists every package import to the top of the bundle (src/bundle.test.ts).
// `node build.mjs [folder]` writes into another folder than dist/.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = resolve(process.argv[2] ?? join(here, 'dist'));
// The chunks' names change with their content: the last build's must not pile up.
rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: ['src/main.ts'],
  outdir,
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
