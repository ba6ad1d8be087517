import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CachedCatalogue, CatalogueCache } from '../modules/catalogue/catalogue-cache.js';
import { catalogueDataBlock, createCataloguePages, type PageRenderer } from './catalogue-pages.js';

const SHELL = '<html><body><div id="root"></div></body></html>';

function catalogueOf(name: string): CachedCatalogue {
  const body = JSON.stringify([{ id: 1, name, items: [] }]);
  return { version: name, body, etag: `"${name}"`, brotli: Buffer.from(''), gzip: Buffer.from('') };
}

/** A catalogue cache that answers whatever `current` is, and a renderer that counts. */
function setUp() {
  const state = { current: catalogueOf('Dry Cleaning'), renders: 0 };
  const catalogue = { get: () => state.current, invalidate() {} } as CatalogueCache;
  const renderer: PageRenderer = {
    CATALOGUE_PATHS: ['/order', '/services'],
    CATALOGUE_DATA_ID: 'catalogue-data',
    async render(path, services) {
      state.renders += 1;
      const name = (services as { name: string }[])[0]?.name ?? '';
      // The first catalogue renders slowest, so a render of it can end after a newer one.
      await new Promise((resolve) => setTimeout(resolve, name === 'Dry Cleaning' ? 20 : 0));
      return `<h1>${path}</h1><p>${name}</p>`;
    },
  };
  return { state, pages: createCataloguePages({ renderer, shell: SHELL, catalogue }) };
}

describe('catalogue pages', () => {
  it('renders a page once per catalogue version, even for requests arriving together', async () => {
    const { state, pages } = setUp();
    const [first, second] = await Promise.all([pages.get('/order'), pages.get('/order')]);
    expect(first).toBe(second);
    expect(await pages.get('/order')).toBe(first);
    expect(state.renders).toBe(1);
    expect(first.html.toString()).toContain(
      '<div id="root"><h1>/order</h1><p>Dry Cleaning</p></div>',
    );
    expect(brotliDecompressSync(first.brotli).equals(first.html)).toBe(true);
    expect(gunzipSync(first.gzip).equals(first.html)).toBe(true);
    expect(first.etag).toMatch(/^W\/".+"$/);

    state.current = catalogueOf('Laundry');
    const changed = await pages.get('/order');
    expect(state.renders).toBe(2);
    expect(changed.html.toString()).toContain('<p>Laundry</p>');
    expect(changed.etag).not.toBe(first.etag);
  });

  it('does not keep a render of an older catalogue that ends after a newer one', async () => {
    const { state, pages } = setUp();
    const old = pages.get('/services');
    state.current = catalogueOf('Laundry');
    const fresh = await pages.get('/services');
    await old;
    expect((await pages.get('/services')).html.toString()).toContain('<p>Laundry</p>');
    expect(await pages.get('/services')).toBe(fresh);
  });

  it('renders only the catalogue pages', () => {
    const { pages } = setUp();
    expect(pages.has('/order')).toBe(true);
    expect(pages.has('/services')).toBe(true);
    expect(pages.has('/cart')).toBe(false);
  });

  it('writes the catalogue as data that no text in it can close', () => {
    const json = JSON.stringify([{ name: '</script><script>alert(1)</script><!--' }]);
    const block = catalogueDataBlock('catalogue-data', json);
    const text = /^<script type="application\/json" id="catalogue-data">(.*)<\/script>$/.exec(
      block,
    )?.[1];
    expect(text).toBeDefined();
    expect(text).not.toContain('<');
    expect(JSON.parse(text ?? '')).toEqual(JSON.parse(json));
  });
});
