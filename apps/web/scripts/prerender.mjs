// Renders the public pages to HTML after the client build (see src/entry-server.tsx): the SSR
// build in dist-ssr/ provides render(); each page is written into a copy of the built
// index.html as dist/<path>/index.html (Home as dist/index.html). The untouched shell is kept
// as dist/spa.html, which the server sends for every other path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const { PRERENDERED_PATHS, render } = await import(join(web, 'dist-ssr/entry-server.js'));

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
writeFileSync(join(dist, 'spa.html'), shell);

for (const path of PRERENDERED_PATHS) {
  const markup = await render(path);
  // The CSP allows no inline script: a page that needs one must not be prerendered.
  if (/<script/i.test(markup)) throw new Error(`the prerendered ${path} holds a script`);
  const file = join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, shell.replace(ROOT, `<div id="root">${markup}</div>`));
}
console.log(`prerendered ${PRERENDERED_PATHS.length} pages`);
