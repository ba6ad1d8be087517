// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
/** Stops both; `npm run dev` ends with the code of the one that failed, 0 when asked to stop. */
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
// A child that ends on its own (an error, or killed by a signal) stops the other.
for (const child of children) {
  child.on('exit', (code, signal) => (code || signal) && stop(code || 1));
}
