import { BRAND } from '@freshfold/shared';
import bwipjs from 'bwip-js/node';

/**
 * A UPI deep link (NPCI's `upi://pay`) for an order's amount due: the shop's UPI id (`pa`) and
 * name (`pn`), the amount in rupees with two decimals (`am`), a transaction reference naming the
 * order (`tr`, `FF123`), a note the customer's app shows (`tn`) and the currency. Each value is
 * percent-encoded, so a name with `&` or a note with `#` cannot break the link.
 */
export function upiPayUrl(payee: { vpa: string; name: string }, orderId: number, duePaise: number) {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', (duePaise / 100).toFixed(2)],
    ['tr', `FF${String(orderId)}`],
    ['tn', `${BRAND.name} order #${String(orderId)}`],
    ['cu', 'INR'],
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `upi://pay?${query}`;
}

/** The link as a QR code, an SVG document a phone's UPI app scans from the screen. */
export function qrCodeSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4 });
}
