import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssOf, DIST, gzippedSize, readManifest, startChunks, staticClosure } from './bundle';

/**
 * Front-end budgets, checked on every build. The Home page's JavaScript is the start-up chunks
 * (the entry, and the app it loads once the page is painted; Home is rendered eagerly) with
 * everything they import statically; every other page, the admin dashboard, the contract
 * schemas (zod) and dialogs load later, on demand.
 *
 * The Home JavaScript budget is 100 KB gzipped, of which React DOM 19 with its scheduler takes
 * about 65 KB and React Router 7 (declarative mode) 12 KB. TanStack Query and sonner load with
 * the first page or toast that needs them; docs/performance.md gives the breakdown.
 */
const HOME_JS_BUDGET_KB = 100;
const HOME_CSS_BUDGET_KB = 12;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('the Home page loads at most 100 KB of JavaScript and 12 KB of CSS, gzipped', () => {
  const manifest = readManifest();
  const home = staticClosure(manifest, startChunks(manifest));
  const sizes = [...home].map((file) => ({ file, gzip: gzippedSize(file) }));
  const js = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const css = [...cssOf(manifest, startChunks(manifest))].reduce(
    (sum, file) => sum + gzippedSize(file),
    0,
  );
  console.log(
    [
      `Home JavaScript: ${kb(js)} KB gzipped (budget ${HOME_JS_BUDGET_KB} KB)`,
      ...sizes.map((chunk) => `  ${chunk.file}: ${kb(chunk.gzip)} KB`),
      `Home CSS: ${kb(css)} KB gzipped (budget ${HOME_CSS_BUDGET_KB} KB)`,
    ].join('\n'),
  );
  expect(kb(js), 'Home JavaScript, KB gzipped').toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  expect(kb(css), 'Home CSS, KB gzipped').toBeLessThanOrEqual(HOME_CSS_BUDGET_KB);
});

test('before the first paint a page loads only its stylesheet and a small entry, not the app', () => {
  const manifest = readManifest();
  // What the HTML asks for: the entry and the chunks it imports statically.
  const beforePaint = staticClosure(manifest, ['index.html']);
  const js = [...beforePaint].reduce((sum, file) => sum + gzippedSize(file), 0);
  expect(kb(js), 'JavaScript before the first paint, KB gzipped').toBeLessThanOrEqual(2);
  // React and the app: what the entry imports once the page is painted.
  const later = (manifest['index.html']?.dynamicImports ?? []).map((key) => manifest[key]);
  expect(later.map((chunk) => chunk?.name).sort()).toEqual(['main', 'react']);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  for (const chunk of later) {
    const file = chunk?.file ?? '';
    expect(beforePaint.has(file), `${file} loads before the first paint`).toBe(false);
    expect(html, `the HTML asks for ${file}`).not.toContain(file);
  }
});

test('every other page, the schemas and the dialogs stay out of the Home page', () => {
  const manifest = readManifest();
  const home = staticClosure(manifest, startChunks(manifest));
  const lazy = [
    'src/app/routes/admin.tsx',
    'src/app/routes/admin-reports.tsx',
    'src/app/routes/checkout.tsx',
    'src/app/routes/cart.tsx',
    'src/app/routes/order.tsx',
    'src/app/routes/register.tsx',
    'src/app/routes/profile.tsx',
    'src/features/home/components/promo-offer.tsx',
  ];
  for (const key of lazy) {
    const chunk = manifest[key];
    expect(chunk, key).toBeDefined();
    expect(home.has(chunk?.file ?? ''), `${key} is in the Home page's JavaScript`).toBe(false);
  }
  // zod is fetched with the first API answer that needs checking, not with the page.
  for (const file of home) {
    expect(gzippedSize(file)).toBeGreaterThan(0);
  }
  const zodChunk = Object.values(manifest).find((chunk) => chunk.src?.includes('node_modules/zod'));
  if (zodChunk) expect(home.has(zodChunk.file), 'zod is in the Home page').toBe(false);
  // TanStack Query comes with the pages that use it, sonner with the first toast, Recharts
  // with the reports page: texts only their code holds, which the built app does contain (so
  // the check can fail).
  const markers = {
    '@tanstack/query-core': 'Missing queryFn',
    '@tanstack/react-query': 'No QueryClient set',
    sonner: 'data-sonner-toaster',
    recharts: 'recharts-wrapper',
  };
  const everything = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(DIST, file), 'utf8'))
    .join('\n');
  for (const [library, marker] of Object.entries(markers)) {
    expect(everything, `${library} is not in the build`).toContain(marker);
    for (const file of home) {
      const code = readFileSync(join(DIST, file), 'utf8');
      expect(code, `${library} is in the Home page (${file})`).not.toContain(marker);
    }
  }
});

test('the chart library loads with the reports page alone, not with any other page', () => {
  const manifest = readManifest();
  const code = (file: string) => readFileSync(join(DIST, file), 'utf8');
  const withCharts = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && code(file).includes('recharts-wrapper'));
  expect(withCharts.length, 'Recharts is not in the build').toBeGreaterThan(0);
  const reports = staticClosure(manifest, ['src/app/routes/admin-reports.tsx']);
  for (const file of withCharts) expect(reports.has(file), file).toBe(true);
  const otherPages = Object.keys(manifest).filter(
    (key) => key.startsWith('src/app/routes/') && key !== 'src/app/routes/admin-reports.tsx',
  );
  expect(otherPages).toContain('src/app/routes/admin.tsx');
  const elsewhere = staticClosure(manifest, [...startChunks(manifest), ...otherPages]);
  for (const file of withCharts) expect(elsewhere.has(file), `${file} loads elsewhere`).toBe(false);
});
