import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core over the page as it is now and fails on any serious or critical violation,
 * listing each rule with the elements at fault. Wait for the page's content before calling it:
 * a skeleton passes checks that the real content might fail.
 */
export async function expectNoSeriousAccessibilityViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
