import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Text in the invoices and the garment labels, in the customers' own scripts: Noto Sans (OFL
 * 1.1, from the `@fontsource/noto-sans*` packages) for Latin and the rupee sign, and Noto Sans
 * Kannada, Devanagari and Tamil. The packages ship each font cut into subsets by script, so a
 * string is split into runs of one script and each run is drawn with the font that has it:
 * pdfkit does not fall back from one font to another by itself.
 *
 * fontkit (inside pdfkit) shapes the Indic runs: conjuncts (ಕ್ಷ, क्ष), vowel signs and the
 * virama render as in a browser (checked by eye on ಅನಿತಾ ರಾವ್ and क्षत्रिय). A character none
 * of the fonts has (Chinese, emoji, Telugu…) still prints as `?`.
 */

type Script = 'latin' | 'latinExtended' | 'kannada' | 'devanagari' | 'tamil';

/** Each script's font file (regular and bold) in its package. */
const FONT_FILES: Record<Script, { regular: string; bold: string }> = {
  latin: fontFiles('@fontsource/noto-sans', 'noto-sans-latin'),
  latinExtended: fontFiles('@fontsource/noto-sans', 'noto-sans-latin-ext'),
  kannada: fontFiles('@fontsource/noto-sans-kannada', 'noto-sans-kannada-kannada'),
  devanagari: fontFiles('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari-devanagari'),
  tamil: fontFiles('@fontsource/noto-sans-tamil', 'noto-sans-tamil-tamil'),
};

function fontFiles(packageName: string, subset: string) {
  return {
    regular: `${packageName}/files/${subset}-400-normal.woff`,
    bold: `${packageName}/files/${subset}-700-normal.woff`,
  };
}

const SCRIPTS = Object.keys(FONT_FILES) as Script[];

/** Noto Sans's ascent and line height (ascent + descent), in em: where a line's baseline sits. */
const NOTO_SANS_ASCENT = 1.069;
const NOTO_SANS_HEIGHT = 1.069 + 0.293;

/**
 * The fonts, read, unpacked to TrueType and parsed once per process (on the first document), not
 * per request: pdfkit takes a parsed fontkit font. The packages ship WOFF, which fontkit would
 * inflate (in JavaScript) again for each glyph it embeds, and parsing a font's tables for each
 * document costs more than drawing it: 180 ms an invoice from WOFF, 26 ms from TrueType, 6 to 9 ms once parsed.
 */
let fonts: Map<string, Font> | undefined;

function loadFonts(): Map<string, Font> {
  if (!fonts) {
    // Resolved from this module, so the bundled server (dist/main.js) finds them in node_modules.
    const require = createRequire(import.meta.url);
    fonts = new Map();
    for (const script of SCRIPTS) {
      for (const weight of ['regular', 'bold'] as const) {
        const file = require.resolve(FONT_FILES[script][weight]);
        const font = create(trueTypeOf(readFileSync(file)));
        if (!('layout' in font)) throw new Error(`${file} is a font collection`);
        fonts.set(fontName(script, weight === 'bold'), font);
      }
    }
  }
  return fonts;
}

/**
 * A WOFF 1.0 font (w3.org/TR/WOFF) as the TrueType font it wraps: the same tables, inflated,
 * behind a TrueType table directory.
 */
export function trueTypeOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const packed = woff.subarray(offset, offset + packedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packedLength < length ? inflateSync(packed) : packed,
    };
  });
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const header = Buffer.alloc(12 + 16 * tableCount);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = Buffer.alloc((4 - (table.data.length % 4)) % 4);
    parts.push(table.data, padding);
    offset += table.data.length + padding.length;
  });
  return Buffer.concat(parts);
}

function fontName(script: Script, bold: boolean): string {
  return `noto-${script}-${bold ? 'bold' : 'regular'}`;
}

/** Registers the fonts with a new document; pdfkit parses and embeds only those it draws with. */
export function registerFonts(document: PDFKit.PDFDocument): void {
  // pdfkit (0.18+) takes a parsed fontkit font where its types still say file or bytes.
  for (const [name, font] of loadFonts()) document.registerFont(name, font as unknown as Buffer);
  document.font(fontName('latin', false));
}

/** Which script's font draws a character; null when no font has it. */
function scriptOf(codePoint: number): Script | null {
  if (codePoint >= 0x0c80 && codePoint <= 0x0cff) return 'kannada';
  if (codePoint >= 0x0900 && codePoint <= 0x097f) return 'devanagari';
  if (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) return 'devanagari';
  if (codePoint >= 0x1cd0 && codePoint <= 0x1cf9) return 'devanagari';
  if (codePoint >= 0x0b80 && codePoint <= 0x0bff) return 'tamil';
  // The Latin subset: Latin-1, general punctuation (dashes, quotes, ellipsis), €, ™, −.
  if (codePoint >= 0x0020 && codePoint <= 0x007e) return 'latin';
  if (codePoint >= 0x00a0 && codePoint <= 0x00ff) return 'latin';
  if (codePoint >= 0x2000 && codePoint <= 0x206f) return 'latin';
  if ([0x0131, 0x0152, 0x0153, 0x20ac, 0x2122, 0x2212].includes(codePoint)) return 'latin';
  // Latin Extended (ā, ś, ṣ in transliterated Indian names) and the currency signs, ₹ among them.
  if (codePoint >= 0x0100 && codePoint <= 0x024f) return 'latinExtended';
  if (codePoint >= 0x1e00 && codePoint <= 0x1eff) return 'latinExtended';
  if (codePoint >= 0x20a0 && codePoint <= 0x20c0) return 'latinExtended';
  return null;
}

/** Joiners and dandas belong to the Indic run they sit in (the Indic fonts have them). */
function joinsPrevious(codePoint: number, previous: Script | undefined): boolean {
  if (previous !== 'kannada' && previous !== 'devanagari' && previous !== 'tamil') return false;
  if (codePoint === 0x200c || codePoint === 0x200d) return true;
  return previous === 'kannada' && (codePoint === 0x0964 || codePoint === 0x0965);
}

interface Run {
  script: Script;
  text: string;
}

/** The text cut into runs of one script each; a character no font has becomes `?`. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let script = joinsPrevious(codePoint, last?.script) ? last?.script : scriptOf(codePoint);
    let printed = character;
    if (!script) {
      script = 'latin';
      printed = '?';
    }
    if (last?.script === script) last.text += printed;
    else runs.push({ script, text: printed });
  }
  return runs;
}

export interface TextOptions {
  /** The left edge; the document's current x when absent. */
  x?: number;
  /** The top of the (first) line; the document's current y when absent. */
  y?: number;
  /** The width to align in, wrap at or cut at; the rest of the page when absent. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  /** One line, cut with `…` when it is too wide (labels), instead of wrapped. */
  singleLine?: boolean;
}

/**
 * Writes text in the document's current font size, wrapped at `width` (or on one line), and
 * moves the document's cursor below it, to the left edge, as pdfkit's own `text` does.
 */
export function writeText(document: PDFKit.PDFDocument, text: string, options: TextOptions = {}) {
  const x = options.x ?? document.x;
  let y = options.y ?? document.y;
  const width = options.width ?? document.page.width - document.page.margins.right - x;
  const bold = options.bold ?? false;
  const lines = options.singleLine
    ? [cutToWidth(document, runsOf(text), width, bold)]
    : wrap(document, text, width, bold);
  // Every line keeps the Latin font's height and baseline, whatever scripts it holds.
  document.font(fontName('latin', bold));
  const ascent = (NOTO_SANS_ASCENT * document.currentLineHeight()) / NOTO_SANS_HEIGHT;
  const lineHeight = document.currentLineHeight(true);
  for (const runs of lines) {
    const lineWidth = widthOf(document, runs, bold);
    let runX = x;
    if (options.align === 'right') runX += width - lineWidth;
    if (options.align === 'center') runX += (width - lineWidth) / 2;
    for (const run of runs) {
      document.font(fontName(run.script, bold));
      document.text(run.text, runX, y + ascent, { lineBreak: false, baseline: 'alphabetic' });
      runX += document.widthOfString(run.text);
    }
    y += lineHeight;
  }
  document.font(fontName('latin', bold));
  document.x = x;
  document.y = y;
}

/** How wide the text is in the document's current font size. */
export function textWidth(document: PDFKit.PDFDocument, text: string, bold = false): number {
  return widthOf(document, runsOf(text), bold);
}

function widthOf(document: PDFKit.PDFDocument, runs: readonly Run[], bold: boolean): number {
  let width = 0;
  for (const run of runs) {
    document.font(fontName(run.script, bold));
    width += document.widthOfString(run.text);
  }
  return width;
}

/** Lines of runs no wider than `width`, broken at spaces (a longer word stays whole). */
function wrap(document: PDFKit.PDFDocument, text: string, width: number, bold: boolean): Run[][] {
  const lines: Run[][] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && widthOf(document, runsOf(longer), bold) > width) {
        lines.push(runsOf(line));
        line = word;
      } else {
        line = longer;
      }
    }
    lines.push(runsOf(line));
  }
  return lines;
}

/** The runs cut at a whole character (grapheme) and ended with `…` when wider than `width`. */
function cutToWidth(
  document: PDFKit.PDFDocument,
  runs: Run[],
  width: number,
  bold: boolean,
): Run[] {
  if (widthOf(document, runs, bold) <= width) return runs;
  const graphemes = [
    ...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(joined(runs)),
  ];
  for (let count = graphemes.length - 1; count > 0; count--) {
    const cut = `${graphemes
      .slice(0, count)
      .map((part) => part.segment)
      .join('')
      .trimEnd()}…`;
    if (widthOf(document, runsOf(cut), bold) <= width) return runsOf(cut);
  }
  return runsOf('…');
}

function joined(runs: readonly Run[]): string {
  return runs.map((run) => run.text).join('');
}
