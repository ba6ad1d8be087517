import type { TService } from '@freshfold/shared';
import type { CartLine } from '@/lib/cart';

/** The cart lines of the quantities chosen on the order page (those above 0), service by service. */
export function chosenLines(services: TService[], quantities: Record<number, number>): CartLine[] {
  return services.flatMap((service) =>
    service.items
      .filter((item) => (quantities[item.id] ?? 0) > 0)
      .map((item) => ({
        serviceId: service.id,
        serviceName: service.name,
        itemId: item.id,
        itemName: item.name,
        price: item.price,
        quantity: quantities[item.id] ?? 0,
      })),
  );
}
