import { MESSAGES, paiseToRupees, rupeesToPaise, totalsFor } from '@freshfold/shared';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toast } from '@/lib/toast';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** One line of the cart (spec section 3). `price` is the unit price in rupees. */
export interface CartLine {
  serviceId: number;
  serviceName: string;
  itemId: number;
  itemName: string;
  price: number;
  quantity: number;
}

/** A voucher the server accepted for this cart. */
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

export interface CartValue {
  items: CartLine[];
  voucher: AppliedVoucher | null;
  /** Number of pieces, for the header badge. */
  itemCount: number;
  /** Sum of price × quantity, in rupees. */
  total: number;
  discountAmount: number;
  /** Total less the voucher's percent, rounded to the paisa; equal to total without a voucher. */
  discountedTotal: number;
  /**
   * True when the applied voucher's minimum order is no longer reached (items were removed):
   * the voucher then gives no discount until the cart is back above the minimum.
   */
  voucherBelowMinimum: boolean;
  addItem(line: CartLine): void;
  updateQuantity(itemId: number, quantity: number): void;
  removeItem(itemId: number): void;
  clearCart(options?: { silent?: boolean }): void;
  applyVoucher(voucher: AppliedVoucher): void;
  removeVoucher(): void;
}

const CartContext = createContext<CartValue | null>(null);

const MAX_QUANTITY = 999;

function parseCart(value: unknown): StoredCart | null {
  if (typeof value !== 'object' || value === null) return null;
  const cart = value as Partial<StoredCart>;
  if (!Array.isArray(cart.items)) return null;
  const items = cart.items.filter(
    (line): line is CartLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.itemId === 'number' &&
      typeof line.price === 'number' &&
      Number.isInteger(line.quantity) &&
      line.quantity > 0,
  );
  return { items, voucher: cart.voucher ?? null };
}

const EMPTY_CART: StoredCart = { items: [], voucher: null };

/**
 * The cart as a small store read with useSyncExternalStore: read from storage on the first
 * client render, empty in the prerendered HTML and while hydrating (`getServerSnapshot`), then
 * the stored cart right after. Every change is written through to storage.
 */
function createCartStore() {
  let current: StoredCart | undefined;
  const listeners = new Set<() => void>();
  const get = (): StoredCart =>
    current ?? (current = readJson(STORAGE_KEYS.cart, parseCart) ?? EMPTY_CART);
  return {
    get,
    update(change: (cart: StoredCart) => StoredCart) {
      current = change(get());
      writeJson(STORAGE_KEYS.cart, current);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const emptyCart = () => EMPTY_CART;

/**
 * The cart of spec section 4, kept in localStorage so it survives a reload and a login.
 * Totals are derived, never stored; the server reprices everything at checkout.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const cart = useSyncExternalStore(store.subscribe, store.get, emptyCart);

  const addItem = useCallback(
    (line: CartLine) => {
      const exists = store.get().items.some((item) => item.itemId === line.itemId);
      toast.success(
        exists ? MESSAGES.cart.updated(line.itemName) : MESSAGES.cart.added(line.itemName),
      );
      store.update((current) => {
        const existing = current.items.find((item) => item.itemId === line.itemId);
        if (existing) {
          return {
            ...current,
            items: current.items.map((item) =>
              item.itemId === line.itemId
                ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + line.quantity) }
                : item,
            ),
          };
        }
        return {
          ...current,
          items: [...current.items, { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) }],
        };
      });
    },
    [store],
  );

  const removeItem = useCallback(
    (itemId: number) => {
      const line = store.get().items.find((item) => item.itemId === itemId);
      if (!line) return;
      toast.success(MESSAGES.cart.removed(line.itemName));
      store.update((current) => ({
        ...current,
        items: current.items.filter((item) => item.itemId !== itemId),
      }));
    },
    [store],
  );

  const updateQuantity = useCallback(
    (itemId: number, quantity: number) => {
      if (!Number.isFinite(quantity) || quantity <= 0) {
        removeItem(itemId);
        return;
      }
      store.update((current) => ({
        ...current,
        items: current.items.map((item) =>
          item.itemId === itemId
            ? { ...item, quantity: Math.min(MAX_QUANTITY, Math.floor(quantity)) }
            : item,
        ),
      }));
    },
    [store, removeItem],
  );

  const clearCart = useCallback(
    (options: { silent?: boolean } = {}) => {
      store.update(() => EMPTY_CART);
      if (!options.silent) toast.success(MESSAGES.cart.cleared);
    },
    [store],
  );

  const applyVoucher = useCallback(
    (voucher: AppliedVoucher) => {
      store.update((current) => ({ ...current, voucher }));
    },
    [store],
  );

  const removeVoucher = useCallback(() => {
    store.update((current) => ({ ...current, voucher: null }));
    toast.success(MESSAGES.cart.voucherRemoved);
  }, [store]);

  const value = useMemo<CartValue>(() => {
    const subtotalPaise = cart.items.reduce(
      (sum, line) => sum + rupeesToPaise(line.price) * line.quantity,
      0,
    );
    const minimum = cart.voucher?.min_order_value;
    const voucherBelowMinimum =
      cart.voucher !== null &&
      minimum !== null &&
      minimum !== undefined &&
      subtotalPaise < rupeesToPaise(minimum);
    const totals = totalsFor(
      subtotalPaise,
      voucherBelowMinimum ? 0 : (cart.voucher?.discount ?? 0),
    );
    return {
      items: cart.items,
      voucher: cart.voucher,
      itemCount: cart.items.reduce((sum, line) => sum + line.quantity, 0),
      total: paiseToRupees(totals.subtotalPaise),
      discountAmount: paiseToRupees(totals.discountPaise),
      discountedTotal: paiseToRupees(totals.totalPaise),
      voucherBelowMinimum,
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      applyVoucher,
      removeVoucher,
    };
  }, [cart, addItem, updateQuantity, removeItem, clearCart, applyVoucher, removeVoucher]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error(MESSAGES.cart.useCartOutsideProvider);
  return value;
}
