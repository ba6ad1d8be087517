import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of the PDF's 14 standard fonts, which pdf.js reads from its package. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text a PDF reader shows of a PDF, its pages one after another, spaces collapsed. Pieces
 * drawn one after another on a line (a name's Kannada and Latin runs, `₹` and its figure) join
 * without a space; a gap or a new line reads as one. Compared in NFC: the fonts map a glyph such
 * as ೇ back to its decomposed letters (ೆ + ೕ), which are the same text.
 */
export async function pdfTextOf(pdf: Buffer): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl });
  const document = await loading.promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    let end: { x: number; y: number } | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const touching = end !== null && Math.abs(end.y - y) < 1 && Math.abs(x - end.x) < 0.5;
      text += touching ? item.str : ` ${item.str}`;
      end = { x: x + item.width, y };
    }
  }
  await loading.destroy();
  return text.replace(/\s+/g, ' ').trim().normalize('NFC');
}
