import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_TOKENS,
  CHART_TOKENS,
  contrastRatio,
  HEAT_STEPS,
  heatStep,
  TEXT_TOKENS,
  type ThemeToken,
} from './palette';

/** The theme's colours as index.css defines them (`--color-brand-600: #1d776f;`). */
const css = readFileSync(join(import.meta.dirname, '../../index.css'), 'utf8');
function hex(token: ThemeToken): string {
  const match = new RegExp(`--color-${token}:\\s*(#[0-9a-f]{6});`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--color-${token} is not a #rrggbb colour of index.css`);
  return match[1];
}

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d776f', '#1d776f')).toBe(1);
    // WCAG's own example: #767676 on white is just above 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

// The theme has one (light) set of surfaces: cards (surface) on the page (canvas).
describe.each(BACKGROUND_TOKENS)('the reports palette on %s', (background) => {
  it.each(Object.entries(CHART_TOKENS).filter(([role]) => role !== 'grid'))(
    'the %s series (%s) stands out at least 3:1',
    (_role, token) => {
      expect(contrastRatio(hex(token), hex(background))).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(TEXT_TOKENS)('text in %s reads at least 4.5:1', (token) => {
    expect(contrastRatio(hex(token), hex(background))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the slot heat map', () => {
  it.each(HEAT_STEPS)('a $fill cell labels its count in $text at least 4.5:1', (step) => {
    expect(contrastRatio(hex(step.text), hex(step.fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('steps from empty through under half, half, three quarters to full', () => {
    expect([0, 1, 2, 3, 4, 5].map((booked) => heatStep(booked, 4))).toEqual([0, 1, 2, 3, 4, 4]);
    expect(heatStep(1, 8)).toBe(1);
    expect(heatStep(0, 0)).toBe(0);
    expect(heatStep(2, 0)).toBe(4);
  });
});
