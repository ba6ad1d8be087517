/**
 * What other features take from the cart: the pickup date and slot picker, with the slots API
 * behind it (the customer's orders move a pickup with it).
 */
export { PickupTimeCard } from './components/pickup-time-card';
