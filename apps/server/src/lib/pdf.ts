import PDFDocument from 'pdfkit';

/**
 * A PDF document to draw on (pdfkit) and its bytes once `end()` is called. The garment labels
 * and the invoices are made with it.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): {
  document: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const document = new PDFDocument(options);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    document.on('error', reject);
  });
  return { document, bytes };
}
