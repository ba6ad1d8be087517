/**
 * What a page sends to /login in the navigation state: where to go afterwards and, from the
 * cart, the pickup date (ISO string) and slot id chosen as a guest.
 */
export interface LoginNavigationState {
  redirect?: unknown;
  pickupDate?: unknown;
  pickupSlot?: unknown;
}

/** Where to go after login, and the state to carry there. */
export interface AfterLogin {
  path: string;
  state: { pickupDate?: string; pickupSlot?: number | string } | undefined;
}

/**
 * Reads the remembered redirect defensively: only a path inside this site is followed (never
 * `//evil.example` or a full URL), and only the pickup fields are passed on.
 */
export function afterLogin(state: unknown): AfterLogin {
  const value = (typeof state === 'object' && state !== null ? state : {}) as LoginNavigationState;
  const path =
    typeof value.redirect === 'string' && /^\/(?![/\\])/.test(value.redirect)
      ? value.redirect
      : '/';
  const pickup: NonNullable<AfterLogin['state']> = {};
  if (typeof value.pickupDate === 'string') pickup.pickupDate = value.pickupDate;
  if (typeof value.pickupSlot === 'number' || typeof value.pickupSlot === 'string') {
    pickup.pickupSlot = value.pickupSlot;
  }
  return { path, state: Object.keys(pickup).length > 0 ? pickup : undefined };
}
