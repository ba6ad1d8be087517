// Runs before `npm install`, `npm ci`, `npm start`, `npm run build`, `npm run dev` and `npm test`:
// on a Node older than the one in package.json's `engines`, stop with one line that says which
// Node to install, instead of a crash deep inside a native module (better-sqlite3 13 needs
// Node-API 10, which Node has from 22.14 on). Plain JavaScript with no imports beyond node:, so
// that it runs on any Node old or new.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = /(\d+)(?:\.(\d+))?/.exec(manifest.engines.node);
const minimum = [Number(wanted[1]), Number(wanted[2] || 0)];
const current = process.versions.node.split('.').map(Number);

const tooOld = current[0] < minimum[0] || (current[0] === minimum[0] && current[1] < minimum[1]);
if (tooOld) {
  console.error(
    `FreshFold needs Node.js ${minimum.join('.')} or newer and this is Node ${process.version}: ` +
      'install Node 24 LTS (`nvm install`, which reads .nvmrc) and run the command again.',
  );
  process.exit(1);
}
