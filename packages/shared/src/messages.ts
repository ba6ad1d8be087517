/**
 * The product's user-facing texts, once. The spec's exact wording is part of the product:
 * pages, toasts and server errors all read from here so the two sides never drift.
 */
export const MESSAGES = {
  account: {
    loginSuccess: 'Login successful',
    logoutSuccess: 'Logged out successfully',
    registrationSuccess: 'Registration successful',
    profileUpdated: 'Profile updated successfully',
    invalidCredentials: 'Invalid email or password',
    loginError: 'An error occurred during login',
    registrationFailed: 'Registration failed. Please try again.',
    duplicateAccount: 'Email or username already exists',
    registrationError: 'An error occurred during registration',
    profileUpdateFailed: 'Failed to update profile',
    profileUpdateError: 'Error updating profile. Please try again.',
    emailReadOnly: 'Email cannot be changed',
    sessionExpired: 'Your session has expired. Please log in again.',
    passwordResetSent: 'Password reset instructions sent to your email',
    loginRequired: 'Please enter your email and password',
    emailRequired: 'Please enter your email address',
    passwordRequired: 'Please enter your password',
    userNotFound: 'User not found',
    accountDisabled: 'This account is disabled. Contact the shop.',
    tooManyLoginAttempts: (minutes: number) =>
      `Too many failed login attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    tooManyRegistrations: 'Too many accounts were created from this network. Try again later.',
    currentPasswordWrong: 'Your current password is not correct.',
    currentPasswordRequired: 'Please enter your current password',
    passwordChanged: 'Password changed. Other devices have been signed out.',
    passwordChangeFailed: 'Failed to change password.',
  },
  register: {
    requiredFields: 'Please fill in all required fields',
    passwordRule:
      'Password must be at least 8 characters and include uppercase, lowercase, number, and special character.',
    passwordMismatch: 'Passwords do not match',
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid 10-digit phone number',
    passwordTooLong: 'Password must be at most 128 characters.',
    commonPassword: 'This password is too common. Choose one that is harder to guess.',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  profile: {
    noOrders: "You haven't placed any orders yet.",
    noItems: 'No items',
    notAvailable: 'N/A',
    /** Shown only when an account has no creation date (spec section 9). */
    memberSinceDefault: 'April 2025',
  },
  fetching: {
    orders: 'Failed to fetch orders.',
    users: 'Failed to fetch users.',
    services: 'Failed to fetch services',
    servicesUnavailable: "We couldn't load our services just now.",
    servicesUnavailableHint: 'Check your connection and try again.',
    retry: 'Try again',
  },
  order: {
    selectAtLeastOne: 'Please select at least one item',
    noServices: 'No services available at the moment.',
    signedOutNotice:
      'You can still place an order, but signing in lets you track your orders and earn rewards.',
    pickupOutsideWindow: 'Choose a pickup date from today up to 30 days ahead.',
    slotNotFound: 'This pickup slot does not exist. Please choose another one.',
    slotWrongDay: 'This pickup slot is not offered on that day. Please choose another one.',
    slotUnavailable: 'This pickup slot is no longer available. Please choose another one.',
    slotAlreadyBooked: 'You already have a pickup booked in this slot.',
    viewBookedOrder: 'View that order',
    itemNotFound: 'An item in your cart is no longer offered. Please review your cart.',
    orderTooLarge:
      'This order comes to more than ₹10,00,00,000, the most we take in one order. Please split it into smaller orders.',
    idempotencyMismatch:
      'This order submission was already used for a different order. Please try again.',
    idempotencyInFlight:
      'This order is still being placed. Please wait a moment, then check your orders.',
    cancelled: 'Order cancelled',
    confirmCancelTitle: (id: number) => `Cancel order #${id}?`,
    confirmCancelDescription: (date: string, slot: string) =>
      `Your pickup on ${date}, ${slot}, will be cancelled. To have it picked up later, place a new order.`,
    keepOrder: 'Keep order',
    cancelOrder: 'Cancel order',
    onlyPendingCancellable: 'Only a pending order can be cancelled.',
    orderNotFound: 'Order not found',
    noOrders: "You haven't placed any orders yet.",
  },
  cart: {
    added: (item: string) => `Added ${item} to cart`,
    updated: (item: string) => `Updated ${item} quantity in cart`,
    removed: (item: string) => `Removed ${item} from cart`,
    cleared: 'Cart cleared',
    voucherRemoved: 'Voucher removed',
    enterVoucher: 'Please enter a voucher code.',
    empty: 'Your cart is empty',
    selectPickup: 'Please select a pickup date and time',
    loginToOrder: 'Please login or register to complete your order',
    slotsFailed: 'Failed to fetch pickup slots. Please try again.',
    invalidVoucher: 'Invalid or expired voucher code',
    tooManyVoucherAttempts: (minutes: number) =>
      `Too many voucher codes were tried. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    voucherMinOrder: (min: string) => `Order must be at least ₹${min} to use this voucher`,
    voucherApplied: (code: string, discount: number) =>
      `Voucher ${code} applied successfully! (${discount}% off)`,
    useCartOutsideProvider: 'useCart must be used within a CartProvider',
    voucherFirstOrderOnly: (code: string) =>
      `${code} is for a first order only, and you have ordered with us before`,
    voucherHints: ['WELCOME10: 10% off over ₹500', 'CLEAN20: 20% off over ₹1000'],
    pickupTitle: 'Select Pickup Time',
    noSlots: 'No pickup slots on this date. Please choose another date.',
    emptyHint: 'Add some items to your cart to proceed with your order',
    quantityCapped: (item: string, max: number) =>
      `At most ${max} of ${item} per order: the quantity is now ${max}.`,
    tooManyLines: (max: number) => `An order can hold at most ${max} different items.`,
  },
  checkout: {
    slotsFailed: 'Error: Failed to load pickup time slots.',
    enterVoucher: 'No Voucher Code: Please enter a voucher code to apply.',
    invalidVoucher: 'Invalid Voucher: The voucher code you entered is not valid.',
    voucherFailed: 'Error: Failed to apply voucher. Please try again.',
    voucherAppliedTitle: 'Voucher Applied',
    voucherApplied: (code: string, discount: number) =>
      `Voucher "${code}" applied. Discount: ${discount}%`,
    minOrder: (min: string) => `Minimum order value of ₹${min} required for voucher.`,
    orderPlaced: 'Order Placed: Your order has been placed successfully!',
    orderFailed: 'Order Failed',
    orderFailedRetry: 'Failed to place order. Please try again.',
    orderCreationFailed: 'Order creation failed.',
    notLoggedIn: 'Not Logged In: Please log in to place your order.',
    missingPickup: 'Missing Pickup Info: Please select a pickup date and time slot.',
    locationRequired: 'Location Required: We need your location to deliver your order.',
    cartEmpty: 'Cart is Empty: Please add items to your cart before placing an order.',
  },
  promo: {
    codeCopied: 'Code Copied!',
  },
  refer: {
    linkCopied: 'Referral link copied',
    copyFailed: 'Failed to copy link',
    shareFallback: 'Share not supported. Link copied instead.',
    inviteMissing: 'Enter name and email to add',
    inviteAdded: 'Referral added (demo)',
    /** Where a referral stands on /refer (decisions: "ordered — points pending"). */
    statusRegistered: 'Registered',
    statusOrdered: 'Ordered — points pending',
    statusCompleted: (points: number) => `Order completed — ${points} points credited`,
    pointsPending: (points: number) => `${points} points pending until their orders are completed.`,
    rewardRule: (discount: number, points: number) =>
      `Your friends get ${discount}% off their first order; you earn ${points} loyalty points when that order is completed.`,
  },
  contact: {
    sent: 'Your message has been sent successfully!',
  },
  notFound: 'Oops! Page not found',
  server: {
    notFound: 'Not found',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You do not have permission to do this.',
    internal: 'Something went wrong on our side. Please try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    busy: 'We are very busy right now. Please try again in a few seconds.',
  },
} as const;
