import {
  httpDeliveryError,
  postToProvider,
  type Channel,
  type OutgoingMessage,
} from './channel.js';

/** The Cloud API's error body: `{ error: { message, type, code, error_data: { details } } }`. */
interface CloudApiError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * WhatsApp Business Cloud API, template messages: `POST {apiUrl}/{phoneNumberId}/messages` with
 * the bearer token. The business must have a template approved by Meta for each kind, named as
 * the kind (`order_placed`, …) in `language`, whose body takes the parameters
 * docs/notifications.md lists. Transactional messages outside a conversation the customer
 * opened can only be templates.
 */
export function createWhatsAppChannel(options: {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  language: string;
}): Channel {
  const endpoint = `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(message: OutgoingMessage) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.recipient,
        type: 'template',
        template: {
          name: message.kind,
          language: { code: options.language },
          components: [
            {
              type: 'body',
              parameters: message.templateParameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      };
      const { response, answer } = await postToProvider<
        CloudApiError & { messages: { id?: string }[] }
      >('WhatsApp', endpoint, {
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        const error = answer.error;
        const detail = error
          ? `${error.message ?? ''} (code ${String(error.code)})${error.error_data?.details ? `: ${error.error_data.details}` : ''}`
          : response.statusText;
        throw httpDeliveryError('WhatsApp', response.status, detail);
      }
      const id = answer.messages?.[0]?.id;
      if (!id) throw httpDeliveryError('WhatsApp', response.status, 'no message id in the answer');
      return id;
    },
  };
}
