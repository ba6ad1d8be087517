import {
  clampCartQuantity,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  CART_CHANGE_MESSAGES,
  SERVICES_FETCH_MESSAGES,
} from '@freshfold/shared';
import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toast } from '@/lib/toast';
import { createStoredValue, readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/**
 * One line of the cart (spec section 3). `price` is the unit price in rupees when the item was
 * added; the cart and checkout show the quote's current price instead.
 */
export interface CartLine {
  serviceId: number;
  serviceName: string;
  itemId: number;
  itemName: string;
  price: number;
  quantity: number;
}

/** A voucher the server accepted for this cart; the quote says what it gives now. */
export interface AppliedVoucher {
  code: string;
  discount: number;
  min_order_value: number | null;
  expiry_date?: string;
  is_active?: boolean;
}

interface StoredCart {
  items: CartLine[];
  voucher: AppliedVoucher | null;
}

interface CartState extends StoredCart {
  /**
   * Lines whose saved quantity was above the limit of one order (a cart saved by an older
   * version allowed 999) and was lowered when the cart was read; not stored.
   */
  lowered: number[];
}

export interface CartValue {
  items: CartLine[];
  voucher: AppliedVoucher | null;
  /** Number of pieces, for the header badge. */
  itemCount: number;
  /**
   * Lines of a saved cart whose quantity was lowered to `MAX_LINE_QUANTITY` when it was read,
   * until the customer changes or removes them: the cart says so.
   */
  loweredItems: CartLine[];
  addItem: (line: CartLine) => void;
  updateQuantity: (itemId: number, quantity: number) => void;
  removeItem: (itemId: number) => void;
  clearCart: (options?: { silent?: boolean }) => void;
  applyVoucher: (voucher: AppliedVoucher) => void;
  removeVoucher: () => void;
  /** Drops a voucher the server no longer knows, saying so instead of 'Voucher removed'. */
  dropRefusedVoucher: (message: string) => void;
}

const CartContext = createContext<CartValue | null>(null);

/**
 * Whether `itemId` can be one of the shop's items: a positive whole number. The built-in
 * catalogue shown when the services call fails numbers its items below zero, and the server
 * refuses an order of them, so no such line may reach the cart, however it was made.
 */
function isOrderableItemId(itemId: unknown): itemId is number {
  return typeof itemId === 'number' && Number.isInteger(itemId) && itemId > 0;
}

/**
 * A saved cart, made fit for an order: unreadable lines and lines of items that are not the
 * shop's dropped, and every quantity within the limit the server accepts (the lines lowered are
 * remembered, to say so).
 */
export function parseCart(value: unknown): CartState | null {
  if (typeof value !== 'object' || value === null) return null;
  // Whatever storage holds: each line is checked before it is taken for one.
  const cart = value as { items?: unknown; voucher?: AppliedVoucher | null };
  if (!Array.isArray(cart.items)) return null;
  const lines = (cart.items as unknown[]).filter((line): line is CartLine => {
    if (typeof line !== 'object' || line === null) return false;
    const { itemId, price, quantity } = line as Partial<Record<keyof CartLine, unknown>>;
    return (
      isOrderableItemId(itemId) &&
      typeof price === 'number' &&
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity > 0
    );
  });
  return {
    items: lines.map((line) => ({ ...line, quantity: clampCartQuantity(line.quantity) })),
    voucher: cart.voucher ?? null,
    lowered: lines.filter((line) => line.quantity > MAX_LINE_QUANTITY).map((line) => line.itemId),
  };
}

const EMPTY_CART: CartState = { items: [], voucher: null, lowered: [] };

/** What is written to storage: the lines and the voucher. */
const storedPart = ({ items, voucher }: CartState): StoredCart => ({ items, voucher });

/**
 * The cart as a small store read with useSyncExternalStore: read from storage on the first
 * client render, empty in the prerendered HTML and while hydrating (`getServerSnapshot`), then
 * the stored cart right after. Every change is written through to storage, and a change made
 * in another tab (a Logout there empties it) is read here.
 */
function createCartStore() {
  const stored = createStoredValue(
    () => readJson(STORAGE_KEYS.cart, parseCart) ?? EMPTY_CART,
    [STORAGE_KEYS.cart],
  );
  return {
    get: stored.get,
    update(change: (cart: CartState) => CartState) {
      const next = change(stored.get());
      writeJson(STORAGE_KEYS.cart, storedPart(next));
      stored.set(next);
    },
    subscribe: stored.subscribe,
  };
}

type CartStore = ReturnType<typeof createCartStore>;

/**
 * Adds a line, or adds to the line of the same item, within the limits of one order (the
 * number of lines, the pieces of one line); a toast says what happened.
 */
function addItem(store: CartStore, line: CartLine) {
  if (!isOrderableItemId(line.itemId)) {
    // The pages do not offer such an item; should one still come, it is not the shop's.
    toast.error(SERVICES_FETCH_MESSAGES.servicesUnavailable);
    return;
  }
  const { items } = store.get();
  const existing = items.find((item) => item.itemId === line.itemId);
  if (!existing && items.length >= MAX_ORDER_LINES) {
    toast.error(CART_CHANGE_MESSAGES.tooManyLines(MAX_ORDER_LINES));
    return;
  }
  const wanted = (existing?.quantity ?? 0) + line.quantity;
  if (wanted > MAX_LINE_QUANTITY) {
    toast.warning(CART_CHANGE_MESSAGES.quantityCapped(line.itemName, MAX_LINE_QUANTITY));
  } else {
    toast.success(
      existing
        ? CART_CHANGE_MESSAGES.updated(line.itemName)
        : CART_CHANGE_MESSAGES.added(line.itemName),
    );
  }
  const quantity = clampCartQuantity(wanted);
  store.update((current) => ({
    ...current,
    items: existing
      ? current.items.map((item) => (item.itemId === line.itemId ? { ...item, quantity } : item))
      : [...current.items, { ...line, quantity }],
    lowered: current.lowered.filter((itemId) => itemId !== line.itemId),
  }));
}

function removeItem(store: CartStore, itemId: number) {
  const line = store.get().items.find((item) => item.itemId === itemId);
  if (!line) return;
  toast.success(CART_CHANGE_MESSAGES.removed(line.itemName));
  store.update((current) => ({
    ...current,
    items: current.items.filter((item) => item.itemId !== itemId),
    lowered: current.lowered.filter((lowered) => lowered !== itemId),
  }));
}

/** A new quantity for a line: none or less removes it, more than one line may hold is capped. */
function updateQuantity(store: CartStore, itemId: number, quantity: number) {
  if (!Number.isFinite(quantity) || quantity <= 0) {
    removeItem(store, itemId);
    return;
  }
  const line = store.get().items.find((item) => item.itemId === itemId);
  if (!line) return;
  if (quantity > MAX_LINE_QUANTITY) {
    toast.warning(CART_CHANGE_MESSAGES.quantityCapped(line.itemName, MAX_LINE_QUANTITY));
  }
  store.update((current) => ({
    ...current,
    items: current.items.map((item) =>
      item.itemId === itemId ? { ...item, quantity: clampCartQuantity(quantity) } : item,
    ),
    lowered: current.lowered.filter((lowered) => lowered !== itemId),
  }));
}

type CartActions = Omit<CartValue, 'items' | 'voucher' | 'itemCount' | 'loweredItems'>;

/** What a customer can do to the cart, each change written to `store`. */
function cartActions(store: CartStore): CartActions {
  const setVoucher = (voucher: AppliedVoucher | null) =>
    store.update((current) => ({ ...current, voucher }));
  return {
    addItem: (line) => addItem(store, line),
    updateQuantity: (itemId, quantity) => updateQuantity(store, itemId, quantity),
    removeItem: (itemId) => removeItem(store, itemId),
    clearCart: (options = {}) => {
      store.update(() => EMPTY_CART);
      if (!options.silent) toast.success(CART_CHANGE_MESSAGES.cleared);
    },
    applyVoucher: setVoucher,
    removeVoucher: () => {
      setVoucher(null);
      toast.success(CART_CHANGE_MESSAGES.voucherRemoved);
    },
    dropRefusedVoucher: (message) => {
      setVoucher(null);
      toast.error(message);
    },
  };
}

const emptyCart = () => EMPTY_CART;

/**
 * The cart of spec section 4, kept in localStorage so it survives a reload and a login.
 * It holds what the customer chose (items, quantities, a voucher code); what they cost is the
 * server's quote (`features/cart/api/get-order-quote.ts`), priced as the order will be.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const [actions] = useState(() => cartActions(store));
  const cart = useSyncExternalStore(store.subscribe, store.get, emptyCart);
  const value = useMemo<CartValue>(
    () => ({
      items: cart.items,
      voucher: cart.voucher,
      itemCount: cart.items.reduce((sum, line) => sum + line.quantity, 0),
      loweredItems: cart.items.filter((line) => cart.lowered.includes(line.itemId)),
      ...actions,
    }),
    [cart, actions],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error(CART_CHANGE_MESSAGES.useCartOutsideProvider);
  return value;
}
