import { addDays, indianDate, isIsoDate, ZReportRangeQuery } from '@freshfold/shared';

/** The periods the reports page offers at a click, besides a custom one. */
export const REPORT_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'financialYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** A period of the reports: Indian dates, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/**
 * The dates of a preset on the Indian calendar, up to today: the last 7 or 30 days end today;
 * this month starts on the 1st; the financial year starts on 1 April (in January–March, the
 * previous calendar year's).
 */
export function presetRange(preset: ReportPreset, now: Date = new Date()): ReportRange {
  const today = indianDate(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'financialYear':
      return { from: `${String(month >= 4 ? year : year - 1)}-04-01`, to: today };
  }
}

export function isReportPreset(value: string | null): value is ReportPreset {
  return (REPORT_PRESETS as readonly (string | null)[]).includes(value);
}

/** What the page's address (`?preset=` or `?from=&to=`) asks for; 30 days when nothing valid. */
export type RangeChoice = { preset: ReportPreset } | { preset: 'custom'; from: string; to: string };

export const DEFAULT_PRESET: ReportPreset = 'last30';

export function readRangeChoice(params: URLSearchParams): RangeChoice {
  const preset = params.get('preset');
  if (isReportPreset(preset)) return { preset };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isIsoDate(from) && isIsoDate(to)) return { preset: 'custom', from, to };
  return { preset: DEFAULT_PRESET };
}

/** The dates a choice stands for, and the server's objection to them if any (from after to…). */
export function resolveRangeChoice(
  choice: RangeChoice,
  now: Date = new Date(),
): { range: ReportRange; error: string | null } {
  const range =
    choice.preset === 'custom'
      ? { from: choice.from, to: choice.to }
      : presetRange(choice.preset, now);
  const checked = ZReportRangeQuery.safeParse(range);
  return { range, error: checked.success ? null : (checked.error.issues[0]?.message ?? null) };
}
