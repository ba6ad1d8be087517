import { relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The import boundaries of eslint.config.js, proven on deliberate breaches: each fixture in
 * eslint-fixtures/ sits where the rule applies in the real tree and must fail as it says.
 */
describe('lint rules', () => {
  it('fails each import across a boundary, and only those', async () => {
    const eslint = new ESLint({ cwd: ROOT, ignore: false });
    const results = await eslint.lintFiles(['eslint-fixtures']);
    const errors = results.flatMap((result) =>
      result.messages.map(
        (message) => `${relative(ROOT, result.filePath)}:${message.line} ${message.ruleId ?? ''}`,
      ),
    );
    const rule = 'import-x/no-restricted-paths';
    expect(errors.sort()).toEqual([
      `eslint-fixtures/apps/server/src/imports-web.ts:2 ${rule}`,
      `eslint-fixtures/apps/web/src/features/alpha/reaches-into-beta.ts:2 ${rule}`,
      `eslint-fixtures/apps/web/src/lib/imports-server.ts:2 ${rule}`,
      `eslint-fixtures/packages/shared/src/imports-app.ts:2 ${rule}`,
      `eslint-fixtures/packages/shared/src/imports-app.ts:3 ${rule}`,
    ]);
  });

  it('keeps the fixtures out of the ordinary lint run', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    expect(await eslint.isPathIgnored('eslint-fixtures/apps/server/src/imports-web.ts')).toBe(true);
  });
});
