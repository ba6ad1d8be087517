import { ADMIN_MESSAGES } from '@freshfold/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, readManifest, startChunks, staticClosure } from './bundle';
import { expect, test } from './fixtures';

// Texts that only the admin dashboard's code contains: its calls, its labels, its messages.
const ADMIN_MARKERS = [
  '/admin/getAllVouchers',
  'Add Time Slot',
  'Edit Time Slot',
  ADMIN_MESSAGES.accessDeniedDescription,
];

test('the customer bundle carries no admin code', () => {
  const manifest = readManifest();
  expect(manifest['index.html']?.isEntry).toBe(true);

  // The start-up chunks and every chunk they import statically: what a customer downloads up front.
  const initial = staticClosure(manifest, startChunks(manifest));
  expect(initial.size).toBeGreaterThan(0);
  for (const file of initial) {
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const marker of ADMIN_MARKERS)
      expect(code, `${file} holds "${marker}"`).not.toContain(marker);
  }

  // The markers do exist, in the lazily loaded admin chunk: the check above can fail.
  const adminChunk = Object.entries(manifest).find(([key]) => key.endsWith('app/routes/admin.tsx'));
  expect(adminChunk).toBeDefined();
  const adminCode = readFileSync(join(DIST, adminChunk?.[1].file ?? ''), 'utf8');
  expect(adminCode).toContain('Add Time Slot');
});

test('a customer browsing the shop never downloads the admin chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Dry Cleaning' })).toBeVisible();
  const manifest = readManifest();
  const adminFile = Object.entries(manifest).find(([key]) => key.includes('app/routes/admin'))?.[1]
    .file;
  expect(adminFile).toBeDefined();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((url) => url.endsWith(adminFile ?? ''))).toBe(false);
});
