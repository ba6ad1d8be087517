import {
  formatShortDate,
  GST_SAC,
  gstSplitOf,
  lineTaxableValues,
  paymentStateOf,
  PLACE_OF_SUPPLY,
} from '@freshfold/shared';
import { pdfDocument } from '../../lib/pdf.js';
import { registerFonts, textWidth, writeText } from '../../lib/pdf-text.js';
import { amountInWords } from './amount-in-words.js';

/**
 * Everything an invoice prints besides its number, date and tax, frozen when it is issued
 * (`invoices.snapshot`): a later price, profile or configuration change leaves it as issued.
 */
export interface InvoiceSnapshot {
  orderId: number;
  shop: { legalName: string; address: string[]; gstin: string | null };
  customer: { name: string; address: string[]; phone: string };
  lines: { description: string; quantity: number; ratePaise: number; amountPaise: number }[];
  subtotalPaise: number;
  /** The order's discount (a voucher or the referral welcome); null when none. */
  discount: { label: string; paise: number } | null;
  deliveryFeePaise: number;
  /** Loyalty points spent on the order (1 point = ₹1); absent on invoices issued before points. */
  pointsRedeemedPaise?: number;
}

/** An issued invoice as the PDF prints it, with what has been paid against its order so far. */
export interface InvoiceDocument {
  number: string;
  issuedAt: string;
  kind: 'tax_invoice' | 'bill_of_supply';
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  snapshot: InvoiceSnapshot;
  creditNote: { number: string; issuedAt: string } | null;
  /**
   * What the shop holds of the order's payments, what it gave back in refunds, and the part of
   * those it forgoes (decision 018).
   */
  paidPaise: number;
  refundedPaise: number;
  forgonePaise: number;
}

const PAGE = { left: 50, right: 545, bottom: 780 } as const;
const WIDTH = PAGE.right - PAGE.left;

const amount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,20,000.00`, in Indian grouping. */
function rupees(paise: number): string {
  return `₹${amount.format(paise / 100)}`;
}

/**
 * The invoice as an A4 PDF (pdfkit): the shop and its GSTIN, "Tax Invoice" or "Bill of Supply",
 * number and date, the customer, the place of supply, each line with SAC 999712, quantity, rate
 * and taxable value, the discount and delivery fee, CGST and SGST (tax invoices only), the total
 * in figures and in words, the payments received and the balance.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = invoice.kind === 'tax_invoice' ? 'Tax Invoice' : 'Bill of Supply';
  const { document, bytes } = pdfDocument({
    size: 'A4',
    margin: PAGE.left,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.snapshot.shop.legalName },
  });
  registerFonts(document);
  drawHeading(document, invoice, title);
  drawLines(document, invoice);
  drawTotals(document, invoice);
  document.end();
  return bytes;
}

type Doc = PDFKit.PDFDocument;

function drawHeading(document: Doc, invoice: InvoiceDocument, title: string): void {
  const { shop, customer, orderId } = invoice.snapshot;
  document.fontSize(16);
  writeText(document, shop.legalName, { x: PAGE.left, y: 50, bold: true });
  document.fontSize(9);
  for (const line of shop.address) writeText(document, line);
  if (invoice.kind === 'tax_invoice' && shop.gstin) writeText(document, `GSTIN: ${shop.gstin}`);
  document.fontSize(14);
  writeText(document, title, { x: PAGE.left, y: 50, width: WIDTH, align: 'right', bold: true });
  document.fontSize(9);
  const facts = [
    `Invoice number: ${invoice.number}`,
    `Invoice date: ${formatShortDate(invoice.issuedAt)}`,
    `Order: #${String(orderId)}`,
    `Place of supply: ${PLACE_OF_SUPPLY}`,
  ];
  for (const fact of facts) writeText(document, fact, { width: WIDTH, align: 'right' });
  document.moveDown(2);
  const top = Math.max(document.y, 140);
  document.fontSize(10);
  writeText(document, 'Bill to', { x: PAGE.left, y: top, bold: true });
  document.fontSize(9);
  for (const line of [customer.name, ...customer.address, customer.phone]) {
    if (line) writeText(document, line);
  }
  if (invoice.creditNote) {
    document.moveDown(0.5);
    writeText(
      document,
      `Cancelled by credit note ${invoice.creditNote.number} of ${formatShortDate(invoice.creditNote.issuedAt)}`,
      { bold: true },
    );
  }
  document.moveDown(1.5);
}

/** The table's columns: where each starts and how wide it is. */
function columnsOf(invoice: InvoiceDocument) {
  const taxed = invoice.kind === 'tax_invoice';
  const columns = [
    { title: '#', width: 22, align: 'left' },
    { title: 'Description', width: taxed ? 173 : 258, align: 'left' },
    { title: 'SAC', width: 50, align: 'left' },
    { title: 'Qty', width: 35, align: 'right' },
    { title: 'Rate', width: 70, align: 'right' },
    ...(taxed ? [{ title: 'Taxable value', width: 75, align: 'right' } as const] : []),
    { title: 'Amount', width: 70, align: 'right' },
  ] as const;
  let x = PAGE.left;
  return columns.map((column) => {
    const placed = { ...column, x };
    x += column.width;
    return placed;
  });
}

function drawRow(
  document: Doc,
  columns: ReturnType<typeof columnsOf>,
  cells: string[],
  bold = false,
): void {
  const y = document.y;
  let bottom = y;
  columns.forEach((column, index) => {
    writeText(document, cells[index] ?? '', {
      x: column.x,
      y,
      width: column.width - 4,
      align: column.align,
      bold,
    });
    bottom = Math.max(bottom, document.y);
  });
  document.x = PAGE.left;
  document.y = bottom + 3;
}

/**
 * The lines' taxable values: the invoice's taxable value but the delivery fee's own (the fee
 * takes no discount), shared among the lines by their amounts, so that they show each line net
 * of the discount and points and add up with the fee's to the invoice's.
 */
function taxableValuesOfLines(invoice: InvoiceDocument): number[] {
  const { lines, deliveryFeePaise } = invoice.snapshot;
  const feeTaxable = deliveryFeePaise > 0 ? gstSplitOf(deliveryFeePaise).taxablePaise : 0;
  return lineTaxableValues(
    Math.max(invoice.taxablePaise - feeTaxable, 0),
    lines.map((line) => line.amountPaise),
  );
}

function drawLines(document: Doc, invoice: InvoiceDocument): void {
  const columns = columnsOf(invoice);
  const taxed = invoice.kind === 'tax_invoice';
  const taxable = taxableValuesOfLines(invoice);
  document.fontSize(9);
  drawRow(
    document,
    columns,
    columns.map((column) => column.title),
    true,
  );
  document.moveTo(PAGE.left, document.y).lineTo(PAGE.right, document.y).stroke();
  document.y += 4;
  invoice.snapshot.lines.forEach((line, index) => {
    if (document.y > PAGE.bottom) document.addPage();
    drawRow(document, columns, [
      String(index + 1),
      line.description,
      GST_SAC,
      String(line.quantity),
      rupees(line.ratePaise),
      ...(taxed ? [rupees(taxable[index] ?? 0)] : []),
      rupees(line.amountPaise),
    ]);
  });
  document.moveTo(PAGE.left, document.y).lineTo(PAGE.right, document.y).stroke();
  document.y += 6;
}

/** The totals, one label and figure a row, right-aligned under the table. */
function totalsOf(invoice: InvoiceDocument): [string, string][] {
  const { snapshot } = invoice;
  const rows: [string, string][] = [['Subtotal', rupees(snapshot.subtotalPaise)]];
  if (snapshot.discount)
    rows.push([snapshot.discount.label, `- ${rupees(snapshot.discount.paise)}`]);
  if (snapshot.deliveryFeePaise > 0) rows.push(['Delivery fee', rupees(snapshot.deliveryFeePaise)]);
  const points = snapshot.pointsRedeemedPaise ?? 0;
  if (points > 0) {
    rows.push([`Loyalty points redeemed (${String(points / 100)})`, `- ${rupees(points)}`]);
  }
  if (invoice.kind === 'tax_invoice') {
    rows.push(
      ['Taxable value', rupees(invoice.taxablePaise)],
      ['CGST 9%', rupees(invoice.cgstPaise)],
      ['SGST 9%', rupees(invoice.sgstPaise)],
    );
  }
  rows.push(['Total', rupees(invoice.totalPaise)]);
  return rows;
}

function drawTotals(document: Doc, invoice: InvoiceDocument): void {
  if (document.y > PAGE.bottom - 200) document.addPage();
  const labelX = PAGE.left + 230;
  const row = (label: string, figure: string, bold = false) => {
    const y = document.y;
    writeText(document, label, { x: labelX, y, width: 180, bold });
    const labelBottom = document.y;
    const width = PAGE.right - labelX - 180;
    writeText(document, figure, { x: labelX + 180, y, width, align: 'right', bold });
    document.y = Math.max(document.y, labelBottom, y + 12);
  };
  for (const [label, figure] of totalsOf(invoice)) row(label, figure, label === 'Total');
  document.x = PAGE.left;
  document.moveDown(0.5);
  const inWords = 'Amount in words: ';
  const wordsX = PAGE.left + textWidth(document, inWords, true);
  const wordsY = document.y;
  writeText(document, inWords, { bold: true });
  writeText(document, amountInWords(invoice.totalPaise), {
    x: wordsX,
    y: wordsY,
    width: PAGE.right - wordsX,
  });
  document.moveDown(0.5);
  // A cancelled invoice asks for nothing: its credit note cancels what it charged. A refund is
  // not asked for again beyond what was owed back (decisions 016 and 018).
  const { paidPaise, refundedPaise, forgonePaise } = invoice;
  const balance = paymentStateOf({
    totalPaise: invoice.totalPaise,
    paidPaise,
    refundedPaise,
    forgonePaise,
    cancelled: invoice.creditNote !== null,
  }).duePaise;
  row('Payments received', rupees(paidPaise + refundedPaise));
  if (refundedPaise > 0) row('Refunded', rupees(refundedPaise));
  row('Balance due', rupees(balance), true);
  document.x = PAGE.left;
  document.moveDown(1.5).fontSize(8);
  writeText(
    document,
    invoice.kind === 'tax_invoice'
      ? `Prices include GST. Laundry and dry cleaning services, SAC ${GST_SAC}, GST 18% (CGST 9% + SGST 9%).`
      : 'Bill of supply: the supplier is not registered for GST and charges no tax.',
    { width: WIDTH },
  );
}
