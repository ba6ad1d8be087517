import { describe, expect, it } from 'vitest';
import { FALLBACK_CATALOGUE, fallbackServices, serviceAnchor } from './catalogue.js';

describe('fallback catalogue', () => {
  it('holds the 3 services and 16 items of the spec, each described', () => {
    expect(FALLBACK_CATALOGUE.map((service) => service.name)).toEqual([
      'Dry Cleaning',
      'Laundry',
      'Premium Services',
    ]);
    const items = FALLBACK_CATALOGUE.flatMap((service) => service.items);
    expect(items).toHaveLength(16);
    for (const item of items) expect(item.description.length).toBeGreaterThan(0);
    expect(items.find((item) => item.name === 'Wedding Dress')?.price).toBe(1200);
  });

  it('has distinct ids in the API shape', () => {
    const ids = fallbackServices().flatMap((service) => service.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(16);
  });

  it('builds the Services page anchors', () => {
    expect(serviceAnchor('Dry Cleaning')).toBe('dry-cleaning');
    expect(serviceAnchor('Premium  Services ')).toBe('premium-services');
  });
});
