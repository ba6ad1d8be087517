import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/helpers.js';

/** What a module of the built server imports statically (`import … from "x"`, `import "x"`). */
function staticImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import\s[^;]*?\sfrom\s|import\s)"([^"]+)";?$/gms)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The modules Node loads when it starts `entry`: the entry and the built files it imports
 * statically, and theirs; and the packages all of them import. A dynamic `import()` is not
 * followed: what it brings loads when it runs.
 */
function loadedAtStart(entry: string): { files: string[]; packages: Set<string> } {
  const files = [entry];
  const packages = new Set<string>();
  for (let i = 0; i < files.length; i += 1) {
    const file = files[i] ?? '';
    for (const specifier of staticImportsOf(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const imported = resolve(dirname(file), specifier);
        if (!files.includes(imported)) files.push(imported);
      }
    }
  }
  return { files, packages };
}

/**
 * What the built server loads at start-up (`npm run build`, build.mjs): the e-mail templates'
 * packages (React Email, and Prism and Tailwind behind it, a third of a second) after it answers,
 * through the dynamic import in templates/render.ts.
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
    const atStart = loadedAtStart(join(out, 'main.js'));
    expect(atStart.packages).toContain('fastify');
    expect([...atStart.packages].filter((name) => name.startsWith('@react-email/'))).toEqual([]);
    const later = readdirSync(join(out, 'chunks'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => join(out, 'chunks', name))
      .filter((file) => !atStart.files.includes(file));
    const templates = later.filter((file) =>
      staticImportsOf(file).includes('@react-email/components'),
    );
    expect(templates.map((file) => relative(out, file))).toEqual([
      expect.stringMatching(/^chunks\/email-/),
    ]);
  });

  it('keeps the code that finds files from its own place in main.js', () => {
    // `import.meta.dirname` is where the built file is: config.ts looks for the web app from
    // there ('../../web/dist'), which is right from dist/ only.
    const chunks = readdirSync(join(out, 'chunks')).filter((name) => name.endsWith('.js'));
    const placed = chunks.filter((name) =>
      readFileSync(join(out, 'chunks', name), 'utf8').includes('import.meta.dirname'),
    );
    expect(placed).toEqual([]);
    expect(readFileSync(join(out, 'main.js'), 'utf8')).toContain('import.meta.dirname');
  });
});
