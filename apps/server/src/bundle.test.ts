import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/helpers.js';

/** The packages a module of the built server imports, statically (`import … from "pkg"`). */
function packagesImportedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import\s[^;]*?\sfrom\s|import\s)"([^".][^"]*)";?$/gms)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * What the built server loads at start-up (`npm run build`, build.mjs): the e-mail templates'
 * packages (React Email, and Prism and Tailwind behind it, a third of a second and 22 MB) only
 * on the first e-mail, through the dynamic import in templates/render.ts.
 */
describe.runIf(TEST_DB_KIND === 'sqlite')('the built server', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'freshfold-bundle-'));
    execFileSync(process.execPath, [resolve(import.meta.dirname, '../build.mjs'), out]);
  });
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it('starts without the e-mail templates, which come in a chunk of their own', () => {
    const atStart = packagesImportedBy(join(out, 'main.js'));
    expect(atStart).toContain('fastify');
    expect(atStart.filter((name) => name.startsWith('@react-email/'))).toEqual([]);
    const chunks = readdirSync(join(out, 'chunks')).filter((name) => name.endsWith('.js'));
    const templates = chunks.filter((name) =>
      packagesImportedBy(join(out, 'chunks', name)).includes('@react-email/components'),
    );
    expect(templates).toHaveLength(1);
  });
});
