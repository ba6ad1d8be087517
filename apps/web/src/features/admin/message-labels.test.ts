import { describe, expect, it } from 'vitest';
import { canRetry, formatMessageTime, formatRecipient } from './message-labels';

describe('formatRecipient', () => {
  it('writes an Indian WhatsApp or SMS number with +91 and in two groups of five', () => {
    expect(formatRecipient({ channel: 'whatsapp', recipient: '919876543210' })).toBe(
      '+91 98765 43210',
    );
    expect(formatRecipient({ channel: 'sms', recipient: '918045671234' })).toBe('+91 80456 71234');
  });

  it('gives another country its + and leaves an e-mail address as it is', () => {
    expect(formatRecipient({ channel: 'sms', recipient: '447911123456' })).toBe('+447911123456');
    expect(formatRecipient({ channel: 'email', recipient: 'asha@example.in' })).toBe(
      'asha@example.in',
    );
  });
});

describe('canRetry', () => {
  it('offers a retry for failed and not-sent messages only', () => {
    expect(canRetry({ status: 'failed' })).toBe(true);
    expect(canRetry({ status: 'not_sent' })).toBe(true);
    expect(canRetry({ status: 'pending' })).toBe(false);
    expect(canRetry({ status: 'sent' })).toBe(false);
  });
});

describe('formatMessageTime', () => {
  it('shows the instant in India time', () => {
    // 18:45 UTC is 00:15 the next day in India (UTC+5:30).
    const shown = formatMessageTime('2026-11-24T18:45:00.000Z');
    expect(shown).toContain('25 Nov 2026');
    expect(shown).toMatch(/12:15\s?am/i);
  });
});
