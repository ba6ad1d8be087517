/**
 * GST invoices (decisions.md, "Money"): the texts of the order pages' invoice links and the
 * server's answers about invoices.
 */
export const INVOICE_MESSAGES = {
  download: 'Download invoice',
  downloading: 'Opening the invoice...',
  downloadFailed: 'Could not open the invoice. Please try again.',
  issue: 'Issue invoice',
  issuing: 'Issuing...',
  issued: (invoiceNumber: string) => `Invoice ${invoiceNumber} issued.`,
  invoiceLabel: 'Invoice',
  notIssued: 'This order has no invoice yet.',
  notPaid: 'An invoice is issued before completion only for an order paid in full.',
  cancelled: 'A cancelled order gets no invoice.',
  orderNotFound: 'Order not found.',
  /** A series has used every number GST's 16 characters allow this financial year. */
  seriesFull: (series: string, financialYear: string, last: number) =>
    `No document number is left in the ${series}/${financialYear} series (${String(last)} issued; GST allows 16 characters). Nothing was changed. A shorter INVOICE_PREFIX, set by whoever runs the server, leaves room for more.`,
} as const;
