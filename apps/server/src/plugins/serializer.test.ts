import {
  ZAdminOrdersPage,
  ZMyOrdersResponse,
  ZOrder,
  type TAdminOrder,
  type TOrder,
} from '@freshfold/shared';
import { describe, expect, it } from 'vitest';
import {
  adminOrdersPageJson,
  customerFields,
  type OrderCustomerRow,
} from '../modules/orders/orders.admin.service.js';
import { compileJsonSerializer, jsonArray, jsonObject, jsonObjectWith } from './serializer.js';

/** An order as the API shows it, with the fields a test changes. */
function order(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 42,
    userId: 7,
    status: 'pending',
    orderDate: '2026-11-25T06:00:00.000Z',
    updatedAt: '2026-11-25T06:00:00.000Z',
    pickupDate: '2026-11-30',
    pickupSlotId: 3,
    pickupSlot: { slotId: 3, startTime: '06:00', slotTime: '6:00 AM - 8:00 AM' },
    deliveryDate: null,
    deliverySlotId: null,
    deliverySlot: null,
    items: [
      {
        id: 1,
        itemId: 11,
        serviceName: 'Dry Cleaning',
        name: 'Suit (3 pc)',
        description: 'Jacket, trousers and waistcoat',
        price: 499.5,
        quantity: 2,
        lineTotal: 999,
        tags: ['FF-0042-01', 'FF-0042-02'],
      },
    ],
    subtotal: 999,
    discountPercent: 10,
    discountAmount: 99.9,
    discountSource: 'voucher',
    voucher: 'WELCOME10',
    deliveryFee: 0,
    pointsRedeemed: 0,
    totalAmount: 899.1,
    location: { lat: 12.9716, lng: 77.5946 },
    notes: null,
    paymentStatus: 'part_paid',
    amountPaid: 500,
    amountDue: 399.1,
    statusEvents: [{ status: 'pending', note: 'Order placed', createdAt: '2026-11-25T06:00:00Z' }],
    adjustedAtIntake: null,
    invoiceNumber: null,
    ...overrides,
  };
}

const tricky = 'Saree – साड़ी 👗 "silk" \\ back\\slash\n</script><!-- \u2028 \u0000 \ud83d';

/** Ordinary and edge-case orders: no lines, nulls, quotes, unicode, control characters. */
const orders: TOrder[] = [
  order(),
  order({ id: 1, items: [], statusEvents: [], voucher: null, discountSource: null }),
  order({
    id: 2_000_000_000,
    status: 'completed',
    invoiceNumber: 'FF/2026-27/0001',
    deliveryDate: '2026-12-02',
    deliverySlotId: 9,
    deliverySlot: { slotId: 9, startTime: '19:00', slotTime: '7:00 PM - 9:00 PM' },
    items: [
      {
        id: 5,
        itemId: null,
        serviceName: tricky,
        name: '"Quoted" name',
        description: '',
        price: 0,
        quantity: 100,
        lineTotal: 0,
        tags: [],
      },
    ],
    statusEvents: [
      { status: 'pending', note: null, createdAt: '2026-11-25T06:00:00Z' },
      { status: 'completed', note: tricky, createdAt: '2026-11-26T06:00:00Z' },
    ],
    location: { lat: -90, lng: 180 },
    notes: tricky,
    totalAmount: 1e8,
  }),
  order({
    id: 3,
    status: 'pick_up_done',
    adjustedAtIntake: {
      at: '2026-11-26T06:00:00.000Z',
      before: {
        items: [
          {
            itemId: null,
            serviceName: tricky,
            name: 'Shirt',
            price: 80,
            quantity: 3,
            lineTotal: 240,
          },
        ],
        subtotal: 240,
        discountPercent: 0,
        discountAmount: 0,
        discountSource: null,
        voucher: null,
        deliveryFee: 40,
        pointsRedeemed: 12,
        totalAmount: 268,
      },
      after: {
        items: [
          {
            itemId: 11,
            serviceName: 'Dry Cleaning',
            name: tricky,
            price: 499.5,
            quantity: 2,
            lineTotal: 999,
          },
        ],
        subtotal: 999,
        discountPercent: 10,
        discountAmount: 99.9,
        discountSource: 'voucher',
        voucher: 'WELCOME10',
        deliveryFee: 40,
        pointsRedeemed: 12,
        totalAmount: 927.1,
      },
    },
  }),
];

const customers: (OrderCustomerRow | undefined)[] = [
  {
    email: 'asha@example.in',
    first_name: 'Āsha',
    last_name: 'O\'Brien "Ash"',
    phone: '9876543210',
    street: '12, 4th Cross\tIndiranagar',
    city: 'Bengaluru',
    state: 'ಕರ್ನಾಟಕ',
    zip_code: '560038',
  },
  undefined,
  {
    email: '',
    first_name: '',
    last_name: '',
    phone: '',
    street: tricky,
    city: '',
    state: '',
    zip_code: '',
  },
];

const serialiseOrder = compileJsonSerializer(ZOrder);

describe('the serializer seam writes what JSON.stringify writes of the schema parse', () => {
  it.each(orders.map((value, index) => [index, value] as const))(
    'an order (%i)',
    (_index, value) => {
      expect(serialiseOrder(value)).toBe(JSON.stringify(ZOrder.parse(value)));
    },
  );

  it('leaves out what the schema does not declare, as the parse does', () => {
    const withSecrets = { ...order(), passwordHash: 'scrypt$…', internal: { note: 'x' } };
    expect(serialiseOrder(withSecrets)).toBe(JSON.stringify(ZOrder.parse(withSecrets)));
    expect(serialiseOrder(withSecrets)).not.toContain('passwordHash');
  });

  it("a customer's list: empty, one, several", () => {
    for (const list of [[], orders.slice(0, 1), orders]) {
      expect(jsonArray(list.map(serialiseOrder))).toBe(
        JSON.stringify(ZMyOrdersResponse.parse(list)),
      );
    }
  });

  it("the admin's page: empty, and orders with and without their customer", () => {
    const pages = [
      { rows: [], total: 0, page: 1, pageSize: 20 },
      {
        rows: orders.map((value, index) => ({ value, customer: customers[index] })),
        total: 123,
        page: 7,
        pageSize: 3,
      },
    ];
    for (const { rows, total, page, pageSize } of pages) {
      const json = adminOrdersPageJson(
        rows.map(({ value, customer }) => ({ orderJson: serialiseOrder(value), customer })),
        { total, page, pageSize },
      );
      const expected: { orders: TAdminOrder[]; total: number; page: number; pageSize: number } = {
        orders: rows.map(({ value, customer }) => ({ ...value, ...customerFields(customer) })),
        total,
        page,
        pageSize,
      };
      expect(json).toBe(JSON.stringify(ZAdminOrdersPage.parse(expected)));
    }
  });

  it('joins objects and arrays at their edges', () => {
    expect(jsonArray([])).toBe('[]');
    expect(jsonObject({})).toBe('{}');
    expect(jsonObject({ 'a "b"': '1', c: 'null' })).toBe('{"a \\"b\\"":1,"c":null}');
    expect(jsonObjectWith('{"a":1}', '{}')).toBe('{"a":1}');
    expect(jsonObjectWith('{}', '{"b":2}')).toBe('{"b":2}');
    expect(jsonObjectWith('{"a":"}"}', '{"b":"{"}')).toBe('{"a":"}","b":"{"}');
    expect(() => jsonObjectWith('[1]', '{"b":2}')).toThrow(/two JSON objects/);
  });
});
