/** Which way a figure moved against the previous period. */
export type ChangeDirection = 'up' | 'down' | 'same';
/** What the move means for the business: more revenue is good, more cancellations bad. */
export type ChangeTone = 'good' | 'bad' | 'neutral';

export interface FigureChange {
  direction: ChangeDirection;
  /**
   * The change in percent of the previous value, to one decimal (`12.5`, `-40`); null when the
   * previous value was 0 and the figure is not (no percent of nothing).
   */
  percent: number | null;
  tone: ChangeTone;
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The change of a figure against the previous period. `higherIsBetter` is false for a figure
 * whose rise is bad news (cancellations).
 */
export function figureChange(
  current: number,
  previous: number,
  higherIsBetter = true,
): FigureChange {
  const direction: ChangeDirection =
    current > previous ? 'up' : current < previous ? 'down' : 'same';
  const percent =
    previous === 0
      ? current === 0
        ? 0
        : null
      : roundTo(((current - previous) / Math.abs(previous)) * 100, 1);
  const tone: ChangeTone =
    direction === 'same' ? 'neutral' : (direction === 'up') === higherIsBetter ? 'good' : 'bad';
  return { direction, percent, tone };
}

/**
 * The change of a share (0..1) in percentage points, to one decimal: a repeat-customer rate
 * going from 0.25 to 0.30 is up 5 points, not 20 percent.
 */
export function pointsChange(current: number, previous: number): number {
  return roundTo((current - previous) * 100, 1);
}

/** `12.5%`, `40%`: a change's size, its sign given by the arrow beside it. */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(Math.abs(value))}%`;
}

/** A share (0..1) as a percentage to one decimal: `0.3333` → `33.3%`. */
export function formatShare(share: number): string {
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(share * 100)}%`;
}
