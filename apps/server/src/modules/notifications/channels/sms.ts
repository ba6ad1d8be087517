import {
  httpDeliveryError,
  postToProvider,
  type Channel,
  type OutgoingMessage,
} from './channel.js';

/**
 * SMS through Twilio's Messages API: `POST {apiUrl}/Accounts/{AccountSid}/Messages.json`, HTTP
 * basic auth (account SID and auth token), a form with `To` (E.164 with `+`), `Body`, and
 * `From` (a number or sender id) or `MessagingServiceSid` (an `MG…` SID). Answers 201 with the
 * message's `sid`; errors are `{ code, message, more_info, status }`. Indian numbers need the
 * shop's DLT registration, which Twilio's console takes care of.
 */
export function createSmsChannel(options: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}): Channel {
  const endpoint = `${options.apiUrl}/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  const sender: Record<string, string> = options.from.startsWith('MG')
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  return {
    name: 'sms',
    async send(message: OutgoingMessage) {
      const form = new URLSearchParams({
        To: `+${message.recipient}`,
        Body: message.text,
        ...sender,
      });
      const { response, answer } = await postToProvider<{
        sid: string;
        code: number;
        message: string;
      }>('Twilio', endpoint, {
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
      });
      if (!response.ok) {
        const detail = answer.message
          ? `${answer.message} (code ${String(answer.code)})`
          : response.statusText;
        throw httpDeliveryError('Twilio', response.status, detail);
      }
      if (!answer.sid) throw httpDeliveryError('Twilio', response.status, 'no sid in the answer');
      return answer.sid;
    },
  };
}
