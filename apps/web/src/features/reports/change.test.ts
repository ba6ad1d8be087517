import { describe, expect, it } from 'vitest';
import { figureChange, formatPercent, formatShare, pointsChange } from './change';

describe('figureChange', () => {
  it('gives the direction and the percent of the previous value, to one decimal', () => {
    expect(figureChange(1500, 1200)).toEqual({ direction: 'up', percent: 25, tone: 'good' });
    expect(figureChange(800, 1200)).toEqual({ direction: 'down', percent: -33.3, tone: 'bad' });
    expect(figureChange(7, 7)).toEqual({ direction: 'same', percent: 0, tone: 'neutral' });
  });

  it('has no percent of nothing: from 0 to something is new', () => {
    expect(figureChange(450, 0)).toEqual({ direction: 'up', percent: null, tone: 'good' });
    expect(figureChange(0, 0)).toEqual({ direction: 'same', percent: 0, tone: 'neutral' });
    expect(figureChange(0, 3)).toEqual({ direction: 'down', percent: -100, tone: 'bad' });
  });

  it('calls a rise bad for a figure where more is worse (cancellations)', () => {
    expect(figureChange(4, 2, false)).toEqual({ direction: 'up', percent: 100, tone: 'bad' });
    expect(figureChange(1, 2, false)).toEqual({ direction: 'down', percent: -50, tone: 'good' });
  });
});

describe('shares and percents', () => {
  it('measures a rate change in points, not percent of percent', () => {
    expect(pointsChange(0.3, 0.25)).toBe(5);
    expect(pointsChange(0.1234, 0.5)).toBe(-37.7);
  });

  it('writes sizes without a sign and shares to one decimal', () => {
    expect(formatPercent(-33.3)).toBe('33.3%');
    expect(formatPercent(1250)).toBe('1,250%');
    expect(formatShare(0.3333)).toBe('33.3%');
    expect(formatShare(1)).toBe('100%');
  });
});
