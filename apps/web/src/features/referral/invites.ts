import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

export const INVITE_STATUSES = ['invited', 'registered', 'ordered'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** A friend noted in the demo invite list (kept in this browser only). */
export interface ReferralInvite {
  id: string;
  name: string;
  email: string;
  status: InviteStatus;
  invitedAt: string;
}

function parseInvites(value: unknown): ReferralInvite[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (entry): entry is ReferralInvite =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ReferralInvite).id === 'string' &&
      typeof (entry as ReferralInvite).name === 'string' &&
      INVITE_STATUSES.includes((entry as ReferralInvite).status),
  );
}

export function readInvites(): ReferralInvite[] {
  return readJson(STORAGE_KEYS.referrals, parseInvites) ?? [];
}

export function writeInvites(invites: ReferralInvite[]): void {
  writeJson(STORAGE_KEYS.referrals, invites);
}
