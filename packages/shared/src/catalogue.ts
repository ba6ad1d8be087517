/**
 * The built-in catalogue of the spec. The server seeds an empty database with it, and the web
 * client shows it when the services call fails or takes longer than a second, so a customer
 * on a bad connection still sees the price list.
 */
import type { TService } from './services.js';

interface CatalogueEntry {
  name: string;
  description: string;
  items: { name: string; description: string; price: number }[];
}

export const FALLBACK_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: 'Dry Cleaning',
    description:
      'Solvent cleaning for delicate fabrics, suits and occasion wear, finished by hand and returned on hangers.',
    items: [
      { name: 'Blouse', description: 'Silk, chiffon or cotton blouse, pressed', price: 100 },
      { name: 'Suit 3 piece', description: 'Jacket, trousers and waistcoat', price: 650 },
      { name: 'Shirt', description: 'Formal or casual shirt, steam pressed', price: 120 },
      { name: 'Pant', description: 'Trousers with a sharp crease', price: 150 },
      { name: 'Suit 2 piece', description: 'Jacket and trousers', price: 450 },
      {
        name: 'Saree',
        description: 'Cotton, silk or synthetic saree, pleated and folded',
        price: 350,
      },
    ],
  },
  {
    name: 'Laundry',
    description:
      'Everyday washing with skin-friendly detergents, dried, ironed and folded for your wardrobe.',
    items: [
      { name: 'Shirt', description: 'Washed, ironed and folded', price: 80 },
      { name: 'Pant', description: 'Washed and ironed', price: 100 },
      { name: 'Bedsheet Single', description: 'Single bedsheet, washed and folded', price: 120 },
      { name: 'Bedsheet Double', description: 'Double bedsheet, washed and folded', price: 200 },
      { name: 'Pillowcase', description: 'Washed and pressed', price: 50 },
    ],
  },
  {
    name: 'Premium Services',
    description:
      'Specialist care for the pieces that matter most: bridal wear, leather, heavy fabrics and stubborn stains.',
    items: [
      {
        name: 'Saree Polishing',
        description: 'Zari and silk saree rolling and polishing',
        price: 400,
      },
      { name: 'Leather Care', description: 'Leather jacket cleaning and conditioning', price: 550 },
      { name: 'Wedding Dress', description: 'Gown or lehenga, cleaned and preserved', price: 1200 },
      {
        name: 'Stain Removal Special',
        description: 'Targeted treatment for tough stains',
        price: 300,
      },
      {
        name: 'Curtain Cleaning per piece',
        description: 'Curtain panel, cleaned and pressed',
        price: 350,
      },
    ],
  },
];

/**
 * The fallback catalogue in the API's shape. Ids are negative so a client can tell that these
 * are not the shop's live records.
 */
export function fallbackServices(): TService[] {
  let itemId = 0;
  return FALLBACK_CATALOGUE.map((service, serviceIndex) => {
    const serviceId = -(serviceIndex + 1);
    return {
      id: serviceId,
      name: service.name,
      description: service.description,
      items: service.items.map((item) => ({
        id: -++itemId,
        name: item.name,
        description: item.description,
        price: item.price,
        service_id: serviceId,
      })),
    };
  });
}

/** The anchor of a service on the Services page: lower case, spaces turned into hyphens. */
export function serviceAnchor(serviceName: string): string {
  return serviceName.trim().toLowerCase().replace(/\s+/g, '-');
}
