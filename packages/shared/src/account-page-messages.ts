/**
 * Texts only the orders and refer pages show, beside `MESSAGES`: a module of their own, as
 * `cart-page-messages.ts` is, so that the first bundle does not carry them.
 */
export const ACCOUNT_PAGE_MESSAGES = {
  order: {
    confirmCancelTitle: (id: number) => `Cancel order #${id}?`,
    confirmCancelDescription: (date: string, slot: string) =>
      `Your pickup on ${date}, ${slot}, will be cancelled. To have it picked up later, place a new order.`,
    keepOrder: 'Keep order',
    cancelOrder: 'Cancel order',
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
};
