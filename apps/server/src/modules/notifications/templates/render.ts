import type { TNotificationChannel, TNotificationKind } from '@freshfold/shared';
import type { NotificationData } from './data.js';
import { TEMPLATES, type Template, type TemplateContext } from './templates.js';

/** A message ready for its channel: what is stored in the outbox and sent. */
export interface RenderedMessage {
  subject: string;
  /** The e-mail's HTML; null for WhatsApp and SMS. */
  html: string | null;
  /** The e-mail's plain-text part, or the SMS and WhatsApp text. */
  text: string;
  /** The WhatsApp template's body parameters. */
  templateParameters: string[];
}

/** The template of a kind (the data's kind was checked against its shape when enqueued). */
function templateOf(kind: TNotificationKind): Template<TNotificationKind> {
  return TEMPLATES[kind];
}

/** The subject alone: cheap, so `enqueue` stores it without rendering the e-mail. */
export function subjectOf(data: NotificationData): string {
  return templateOf(data.kind).subject(data);
}

/**
 * React Email and the e-mail's layout, loaded ahead of the first e-mail: the server starts
 * without them (a third of a second), and a listening server loads them soon after
 * (notifications.plugin.ts), so that the first e-mail shown or sent does not wait a second or
 * two for them. Modules load once; later calls answer the same modules.
 */
export function loadEmailRendering() {
  return Promise.all([import('@react-email/render'), import('./email.js')]);
}

/**
 * Renders a message for its channel: an e-mail's HTML and plain text from the same React Email
 * tree, or the short text for SMS and WhatsApp. React Email is loaded by the first call or by
 * `loadEmailRendering`, so the server starts (and a test builds the app) without it.
 */
export async function renderMessage(
  data: NotificationData,
  channel: TNotificationChannel,
  context: TemplateContext,
): Promise<RenderedMessage> {
  const template = templateOf(data.kind);
  const subject = template.subject(data);
  const templateParameters = template.whatsapp(data);
  if (channel !== 'email') {
    return { subject, html: null, text: template.short(data, context), templateParameters };
  }
  const [{ render }, { MessageEmail }] = await loadEmailRendering();
  const email = MessageEmail({
    subject,
    greeting: template.greeting(data),
    paragraphs: template.paragraphs(data),
    order: template.order?.(data) ?? null,
    action: template.action(data, context),
    unsubscribeUrl: context.unsubscribeUrl ?? null,
  });
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })]);
  return { subject, html, text, templateParameters };
}
