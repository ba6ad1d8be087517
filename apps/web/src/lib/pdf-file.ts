import { fetchFile } from './api-file';

/** A PDF the API serves to a signed-in caller (`/api{path}`), as a file (see `fetchFile`). */
export async function fetchPdf(path: string): Promise<Blob> {
  return (await fetchFile(path)).blob();
}

/**
 * Opens a PDF in a new tab (a tab opened at the click, so no pop-up blocker stops it), or saves
 * it as `filename` when no tab opens. Call it from the click itself; it rejects, with the tab
 * closed, when the file cannot be fetched.
 */
export async function openPdf(file: () => Promise<Blob>, filename: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await file());
    if (tab) tab.location.href = url;
    else Object.assign(document.createElement('a'), { href: url, download: filename }).click();
    // The tab has the document by then; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
