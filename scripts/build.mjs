// `npm run build`: the web app (apps/web: the client, its server-side render for the prerendered
// pages, the pages, the compressed assets) and the server (apps/server/build.mjs). Steps that do
// not need each other run side by side on the machine's cores: the two Vite builds and the
// server's bundle, then the pages, which need both Vite builds, then the compression of what is
// built. `node scripts/build.mjs web` builds the web app alone (`npm run build -w apps/web`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'apps/web');
// The web app's own Vite (a dependency of apps/web, wherever npm installed it).
const viteManifest = createRequire(join(web, 'package.json')).resolve('vite/package.json');
const vite = join(dirname(viteManifest), 'bin/vite.js');

/** Runs `node <args>` in `cwd`, its output with ours; resolves when it exits with 0. */
function node(args, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`node ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

/** Runs the steps at once; once all have ended, fails with the first that failed. */
async function together(steps) {
  const outcomes = await Promise.allSettled(steps);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

const only = process.argv[2];
if (only !== undefined && only !== 'web') throw new Error(`build what? ${only} (web, or nothing)`);

try {
  await together([
    node([vite, 'build'], web),
    node([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'], web),
    ...(only === 'web' ? [] : [node(['build.mjs'], join(root, 'apps/server'))]),
  ]);
  await node(['scripts/prerender.mjs'], web);
  await node(['scripts/compress.mjs'], web);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
