/**
 * Texts only the account pages show (orders, refer, password reset, notification settings),
 * beside `MESSAGES`: a module of their own, as `cart-page-messages.ts` is, so that the first
 * bundle does not carry them.
 */
export const ACCOUNT_PAGE_MESSAGES = {
  order: {
    confirmCancelTitle: (id: number) => `Cancel order #${id}?`,
    confirmCancelDescription: (date: string, slot: string) =>
      `Your pickup on ${date}, ${slot}, will be cancelled. To have it picked up later, place a new order.`,
    keepOrder: 'Keep order',
    cancelOrder: 'Cancel order',
    reschedule: 'Reschedule pickup',
    rescheduleTitle: (id: number) => `Reschedule the pickup of order #${id}`,
    rescheduleDescription: (when: string) =>
      `Now booked for ${when}. Choose a new date and time; the place you leave is freed for someone else.`,
    rescheduleConfirm: 'Move pickup',
    rescheduleKeep: 'Keep current time',
    rescheduleSameTime: 'This is the pickup time you already have. Choose another one.',
    rescheduled: (when: string) => `Pickup moved to ${when}`,
    rescheduleFailed: 'Could not move the pickup',
    notesTitle: 'Special instructions',
    deliveryPending: 'To be scheduled by the shop',
    timelineDone: 'Done',
    timelinePlanned: 'Planned',
    pickupPlanned: 'Pickup planned',
    deliveryPlanned: 'Delivery planned',
    deliveryToSchedule: 'Delivery',
  },
  refer: {
    /** Where a referral stands on /refer (decisions: "ordered — points pending"). */
    statusRegistered: 'Registered',
    statusOrdered: 'Ordered — points pending',
    statusCompleted: (points: number) => `Order completed — ${points} points credited`,
    pointsPending: (points: number) => `${points} points pending until their orders are completed.`,
    rewardRule: (discount: number, points: number) =>
      `Your friends get ${discount}% off their first order; you earn ${points} loyalty points when that order is completed.`,
  },
  passwordReset: {
    /** After a forgot-password request, whether or not the address has an account. */
    sentTitle: 'Check your email',
    sent: 'If an account exists for that e-mail, we have sent a link to reset your password.',
    sentHint: 'The link works once, for 30 minutes. Check your spam folder if it does not arrive.',
    requestFailed: 'We could not send the link just now. Please try again.',
    title: 'Choose a new password',
    subtitle: 'Enter a new password for your FreshFold account.',
    /** A missing, unknown, spent or expired reset token. */
    linkInvalid: 'This link has expired or was already used. Ask for a new one.',
    linkInvalidTitle: 'Reset link not valid',
    askAgain: 'Ask for a new link',
    done: 'Your password has been reset. Log in with your new password.',
    failed: 'We could not reset your password just now. Please try again.',
  },
  notifications: {
    title: 'Notifications',
    description:
      'How we tell you about your orders: confirmations, pickup reminders, and when your laundry is ready and delivered. Only order updates, never promotions.',
    email: 'E-mail',
    emailHint: 'Order updates to the e-mail address of your account.',
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    consent: (channel: 'WhatsApp' | 'SMS', phone: string) =>
      `I agree to receive order updates from FreshFold on ${channel} at ${phone}. You can turn this off at any time.`,
    save: 'Save preferences',
    saved: 'Notification preferences saved',
    saveFailed: 'Failed to save notification preferences.',
    loadFailed: "We couldn't load your notification preferences.",
  },
};
