import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../test/helpers.js';

/**
 * better-sqlite3 before 13 aborted the whole process on Node 24.19 and later when a garbage
 * collection that V8 ran on its own (not from JavaScript) finalised a statement:
 * `Assertion failed: (env) != nullptr` in `node::RemoveEnvironmentCleanupHook`
 * (docs/decisions/005-node-24.md). The server drops statements all the time (its statement
 * cache keeps 256), so a server left running aborted sooner or later. A process that prepares
 * and drops 100 000 statements, then idles, aborted within a second with better-sqlite3 12.6 on
 * Node 24.21; it must exit 0.
 */
describe.runIf(TEST_DB_KIND === 'sqlite')('dropped SQLite statements', () => {
  it('are finalised by the garbage collector without aborting the process', async () => {
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(':memory:');
         for (let i = 0; i < 100000; i += 1) db.prepare('select ' + i).get();
         setTimeout(() => console.log('alive'), 2000);`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.on('close', (exitCode, exitSignal) => done([exitCode, exitSignal])),
    );
    expect({ code, signal, output: output.trim() }).toEqual({
      code: 0,
      signal: null,
      output: 'alive',
    });
  }, 30_000);
});
