import nodemailer from 'nodemailer';
import { DeliveryError, SEND_TIMEOUT_MS, type Channel, type OutgoingMessage } from './channel.js';

/** SMTP errors that say the message itself will never be accepted (5xx), except bad logins. */
function smtpDeliveryError(error: unknown): DeliveryError {
  const failure = error as { message?: string; code?: string; responseCode?: number };
  const message = `SMTP: ${failure.message ?? String(error)}`.slice(0, 1000);
  // A wrong SMTP password is the shop's to fix; the message should go once it is fixed.
  const permanent =
    typeof failure.responseCode === 'number' &&
    failure.responseCode >= 500 &&
    failure.code !== 'EAUTH';
  return new DeliveryError(message, !permanent);
}

/** The domain of MAIL_FROM (`FreshFold <care@freshfold.in>` → `freshfold.in`). */
function senderDomain(from: string): string {
  const at = from.lastIndexOf('@');
  return at < 0 ? 'localhost' : from.slice(at + 1).replace(/[>\s]/g, '');
}

/**
 * E-mail over SMTP (`SMTP_URL`, e.g. smtp://user:password@host:587; STARTTLS when the server
 * offers it, smtps:// for TLS from the start). One connection per message: a shop sends a few
 * hundred a day, and a fresh connection recovers from an SMTP server's restart by itself.
 */
export function createEmailChannel(options: { smtpUrl: string; from: string }): Channel {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS / 2,
    greetingTimeout: SEND_TIMEOUT_MS / 2,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  const domain = senderDomain(options.from);
  return {
    name: 'email',
    async send(message: OutgoingMessage) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.recipient,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          // The same id on a resend after a crash, so mail systems can tell it is one message.
          messageId: `<outbox-${String(message.id)}@${domain}>`,
          // RFC 8058: a mail program's own Unsubscribe posts to the link, no page to visit.
          ...(message.unsubscribeUrl
            ? {
                list: { unsubscribe: message.unsubscribeUrl },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
        return info.messageId;
      } catch (error) {
        throw smtpDeliveryError(error);
      }
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
