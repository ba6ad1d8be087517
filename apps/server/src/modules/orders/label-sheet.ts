import bwipjs from 'bwip-js/node';
import { pdfDocument } from '../../lib/pdf.js';
import { registerFonts, writeText } from '../../lib/pdf-text.js';

/** One garment's label: its tag code (printed and as a Code 128 barcode) and what it says. */
export interface GarmentLabel {
  code: string;
  customer: string;
  /** The service and the item, e.g. `Dry Cleaning: Suit 2 piece`. */
  item: string;
  /** When the garment is due back, as people read it. */
  due: string;
}

const MM = 72 / 25.4;

/**
 * The sheet: A4 label paper of 3 × 8 labels of 70 × 37 mm (the common 24-up sheet), the grid
 * centred on the page. Each label's text keeps 4 mm from its edges, inside what printers print.
 */
const SHEET = {
  columns: 3,
  rows: 8,
  labelWidth: 70 * MM,
  labelHeight: 37 * MM,
  padding: 4 * MM,
  barcodeHeight: 11 * MM,
} as const;

const A4 = { width: 595.28, height: 841.89 };
const LABELS_PER_PAGE = SHEET.columns * SHEET.rows;

/**
 * The label sheet as a PDF: one label per garment, in order, across and then down, as many
 * pages as it takes. Names print in their own script (Latin, Kannada, Devanagari, Tamil; see
 * `lib/pdf-text.ts`); the code and the barcode, which the counter scans, are always ASCII.
 */
export async function renderLabelSheet(
  title: string,
  labels: readonly GarmentLabel[],
): Promise<Buffer> {
  const barcodes = await Promise.all(labels.map((label) => barcodeOf(label.code)));
  const { document, bytes } = pdfDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title },
  });
  registerFonts(document);
  const left = (A4.width - SHEET.columns * SHEET.labelWidth) / 2;
  const top = (A4.height - SHEET.rows * SHEET.labelHeight) / 2;
  labels.forEach((label, index) => {
    const place = index % LABELS_PER_PAGE;
    if (place === 0) document.addPage();
    const x = left + (place % SHEET.columns) * SHEET.labelWidth;
    const y = top + Math.floor(place / SHEET.columns) * SHEET.labelHeight;
    drawLabel(document, label, barcodes[index], { x, y });
  });
  document.end();
  return bytes;
}

/** The code as a Code 128 barcode, a PNG without its text (the label prints the code itself). */
function barcodeOf(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 10, includetext: false });
}

function drawLabel(
  document: PDFKit.PDFDocument,
  label: GarmentLabel,
  barcode: Buffer | undefined,
  corner: { x: number; y: number },
): void {
  const width = SHEET.labelWidth - 2 * SHEET.padding;
  const x = corner.x + SHEET.padding;
  let y = corner.y + SHEET.padding;
  if (barcode) {
    document.image(barcode, x, y, { fit: [width, SHEET.barcodeHeight] });
  }
  y += SHEET.barcodeHeight + 3;
  document.fontSize(11);
  writeText(document, label.code, { x, y, width, bold: true, singleLine: true });
  y += 14;
  document.fontSize(8.5);
  for (const text of [label.customer, label.item, `Due ${label.due}`]) {
    writeText(document, text, { x, y, width, singleLine: true });
    y += 11;
  }
}
