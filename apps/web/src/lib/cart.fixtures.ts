import type { CartLine } from './cart';

/** Cart lines the web tests fill the cart with. */
export const shirt: CartLine = {
  serviceId: 1,
  serviceName: 'Laundry',
  itemId: 7,
  itemName: 'Shirt',
  price: 80,
  quantity: 2,
};

export const suit: CartLine = {
  serviceId: 2,
  serviceName: 'Dry Cleaning',
  itemId: 2,
  itemName: 'Suit 3 piece',
  price: 650,
  quantity: 1,
};
