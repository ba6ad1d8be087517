import {
  CART_CHANGE_MESSAGES,
  NOT_FOUND_MESSAGE,
  SERVER_MESSAGES,
  SERVICES_FETCH_MESSAGES,
  SESSION_MESSAGES,
} from './first-page-messages.js';

/**
 * The product's user-facing texts, once. The spec's exact wording is part of the product:
 * pages, toasts and server errors all read from here so the two sides never drift.
 */
export const MESSAGES = {
  account: {
    ...SESSION_MESSAGES,
    loginSuccess: 'Login successful',
    registrationSuccess: 'Registration successful',
    profileUpdated: 'Profile updated successfully',
    invalidCredentials: 'Invalid email or password',
    loginError: 'An error occurred during login',
    registrationFailed: 'Registration failed. Please try again.',
    registrationError: 'An error occurred during registration',
    profileUpdateFailed: 'Failed to update profile',
    profileUpdateError: 'Error updating profile. Please try again.',
    emailReadOnly: 'Email cannot be changed',
    passwordResetSent: 'Password reset instructions sent to your email',
    loginRequired: 'Please enter your email and password',
    emailRequired: 'Please enter your email address',
    passwordRequired: 'Please enter your password',
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
    ...SERVICES_FETCH_MESSAGES,
  },
  order: {
    selectAtLeastOne: 'Please select at least one item',
    noServices: 'No services available at the moment.',
    signedOutNotice:
      'You can still place an order, but signing in lets you track your orders and earn rewards.',
    pickupOutsideWindow: 'Choose a pickup date from today up to 30 days ahead.',
    cancelled: 'Order cancelled',
    noOrders: "You haven't placed any orders yet.",
  },
  cart: {
    ...CART_CHANGE_MESSAGES,
    enterVoucher: 'Please enter a voucher code.',
    empty: 'Your cart is empty',
    selectPickup: 'Please select a pickup date and time',
    loginToOrder: 'Please login or register to complete your order',
    slotsFailed: 'Failed to fetch pickup slots. Please try again.',
    invalidVoucher: 'Invalid or expired voucher code',
    voucherMinOrder: (min: string) => `Order must be at least ₹${min} to use this voucher`,
    voucherApplied: (code: string, discount: number) =>
      `Voucher ${code} applied successfully! (${discount}% off)`,
    voucherFirstOrderOnly: (code: string) =>
      `${code} is for a first order only, and you have ordered with us before`,
    voucherHints: ['WELCOME10: 10% off over ₹500', 'CLEAN20: 20% off over ₹1000'],
    pickupTitle: 'Select Pickup Time',
    noSlots: 'No pickup slots on this date. Please choose another date.',
    emptyHint: 'Add some items to your cart to proceed with your order',
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
  },
  contact: {
    sent: 'Your message has been sent successfully!',
    failed: 'Your message could not be sent. Please try again, or call or e-mail us.',
    nameRequired: 'Please enter your name',
    nameTooShort: 'Your name must be at least 2 characters',
    nameTooLong: 'Your name must be at most 80 characters',
    emailRequired: 'Please enter your email address',
    subjectRequired: 'Please enter a subject',
    subjectTooLong: 'The subject must be at most 120 characters',
    messageRequired: 'Please enter your message',
    messageTooLong: 'Your message must be at most 5000 characters',
  },
  notFound: NOT_FOUND_MESSAGE,
  server: SERVER_MESSAGES,
} as const;
