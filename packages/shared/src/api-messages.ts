/**
 * The API's refusals that only the server says (`{ message }`): the web app shows the server's
 * text, so these stay out of its first bundle, as `admin-messages.ts` does.
 */
export const API_MESSAGES = {
  order: {
    slotNotFound: 'This pickup slot does not exist. Please choose another one.',
    slotWrongDay: 'This pickup slot is not offered on that day. Please choose another one.',
    slotUnavailable: 'This pickup slot is no longer available. Please choose another one.',
    slotAlreadyBooked: 'You already have a pickup booked in this slot.',
    itemNotFound: 'An item in your cart is no longer offered. Please review your cart.',
    orderTooLarge:
      'This order comes to more than ₹10,00,00,000, the most we take in one order. Please split it into smaller orders.',
    idempotencyMismatch:
      'This order submission was already used for a different order. Please try again.',
    idempotencyInFlight:
      'This order is still being placed. Please wait a moment, then check your orders.',
    onlyPendingCancellable: 'Only a pending order can be cancelled.',
    onlyPendingReschedulable:
      'The pickup can only be moved while the order is pending. Please call us to change it.',
    orderNotFound: 'Order not found',
  },
  account: {
    duplicateAccount: 'Email or username already exists',
    userNotFound: 'User not found',
    tooManyLoginAttempts: (minutes: number) =>
      `Too many failed login attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    tooManyRegistrations: 'Too many accounts were created from this network. Try again later.',
    phoneNeededForMessages: 'Add a phone number to your profile to get WhatsApp or SMS messages.',
    tooManyResetRequests:
      'Several reset links were asked for this address in the last hour. Check your inbox and spam folder, or try again later.',
    tooManyResetRequestsFromNetwork:
      'Too many reset links were asked for from this network. Please try again later.',
  },
  voucher: {
    tooManyVoucherAttempts: (minutes: number) =>
      `Too many voucher codes were tried. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  contact: {
    tooManyFromAddress:
      'You have already sent us several messages in the last hour. We will reply soon; please wait before writing again.',
    tooManyFromNetwork:
      'Too many messages were sent from this network in the last hour. Please try again later, or call or e-mail us.',
    messageNotFound: 'Contact message not found',
  },
  server: {
    notFound: 'Not found',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You do not have permission to do this.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    busy: 'We are very busy right now. Please try again in a few seconds.',
  },
};
