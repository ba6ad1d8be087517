/**
 * The charts' colours: tokens of the theme (index.css `@theme`), used as CSS variables so the
 * charts follow the theme. Each one stands out at least 3:1 from the page's surfaces (WCAG
 * 1.4.11, graphics), which palette.test.ts checks against the values in index.css.
 */
export const CHART_TOKENS = {
  revenue: 'brand-600',
  orders: 'accent-700',
  status: 'brand-700',
  quantity: 'brand-600',
  itemRevenue: 'accent-700',
  discount: 'brand-700',
  funnel: 'brand-600',
  outstanding: 'danger',
  grid: 'line',
  axis: 'muted',
} as const;

/** The texts drawn on the charts and beside the figures: 4.5:1 at least (WCAG 1.4.3). */
export const TEXT_TOKENS = ['ink', 'muted', 'success', 'danger'] as const;

/** The surfaces the charts and texts are drawn on: cards and the page. */
export const BACKGROUND_TOKENS = ['surface', 'canvas'] as const;

/** The steps of the slot heat map, emptiest first, each with a text colour that reads on it. */
export const HEAT_STEPS = [
  { fill: 'surface', text: 'ink' },
  { fill: 'brand-100', text: 'ink' },
  { fill: 'brand-300', text: 'ink' },
  { fill: 'brand-600', text: 'surface' },
  { fill: 'brand-900', text: 'surface' },
] as const;

export type ThemeToken =
  | (typeof CHART_TOKENS)[keyof typeof CHART_TOKENS]
  | (typeof TEXT_TOKENS)[number]
  | (typeof BACKGROUND_TOKENS)[number]
  | (typeof HEAT_STEPS)[number]['fill'];

/** A theme colour as CSS (`var(--color-brand-600)`), for SVG fills and inline styles. */
export function themeColor(token: ThemeToken): string {
  return `var(--color-${token})`;
}

/** The heat map's step for a share of a slot booked (0..1 and over): 0, <½, ≥½, ≥¾, full. */
export function heatStep(booked: number, capacity: number): number {
  if (booked <= 0) return 0;
  if (capacity <= 0 || booked >= capacity) return 4;
  const share = booked / capacity;
  return share >= 0.75 ? 3 : share >= 0.5 ? 2 : 1;
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21 (WCAG 2.x). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
