import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built web app, as `npm run build` leaves it. */
export const DIST = resolve(import.meta.dirname, '../apps/web/dist');

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error('no build found: run npm run build first');
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The chunks every page starts with: the entry (`src/boot.ts`, with the stylesheet) and what it
 * imports as soon as the page has been painted, React DOM and the app (`src/main.tsx`). All of
 * them load before the page is interactive, so all count in its budget.
 */
export function startChunks(manifest: Manifest): string[] {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('the build has no index.html entry');
  return ['index.html', ...(entry.dynamicImports ?? [])];
}

/**
 * What a browser must download before a page built from `keys` runs: those chunks and every
 * chunk they import statically (dynamic imports load later, on demand), as files.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The CSS files of those chunks. */
export function cssOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** A file's size gzipped at the strongest level, in bytes. */
export function gzippedSize(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}
