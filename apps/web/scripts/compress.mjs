// Writes .br and .gz beside every text asset of the build, so the server sends compressed files
// without compressing on each request (@fastify/static preCompressed). The files are compressed
// side by side on libuv's threads, one file's two encodings at once.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const root = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

async function compress(path) {
  const content = await readFile(path);
  if (content.length < 512) return 0;
  const brotliParams = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  };
  await Promise.all([
    brotliAsync(content, { params: brotliParams }).then((data) => writeFile(`${path}.br`, data)),
    gzipAsync(content, { level: 9 }).then((data) => writeFile(`${path}.gz`, data)),
  ]);
  return 1;
}

const assets = [...files(root)].filter((path) => TEXT.test(path) && !path.includes('/.vite/'));
const done = await Promise.all(assets.map(compress));
console.log(`compressed ${done.reduce((sum, one) => sum + one, 0)} assets (brotli and gzip)`);
