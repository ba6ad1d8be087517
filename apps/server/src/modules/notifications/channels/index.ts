import type { TNotificationChannel } from '@freshfold/shared';
import type { NotificationsConfig } from '../../../config.js';
import type { Channel } from './channel.js';
import { createEmailChannel } from './email.js';
import { createSmsChannel } from './sms.js';
import { createWhatsAppChannel } from './whatsapp.js';

export type Channels = Partial<Record<TNotificationChannel, Channel>>;

/** The channels the configuration turns on; a missing one leaves its messages `not_sent`. */
export function channelsFromConfig(config: NotificationsConfig): Channels {
  return {
    ...(config.email ? { email: createEmailChannel(config.email) } : {}),
    ...(config.whatsapp ? { whatsapp: createWhatsAppChannel(config.whatsapp) } : {}),
    ...(config.sms ? { sms: createSmsChannel(config.sms) } : {}),
  };
}
