import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  yellow: 'bg-amber-100 text-amber-900',
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-emerald-100 text-emerald-900',
  grey: 'bg-slate-200 text-slate-800',
  red: 'bg-red-100 text-red-900',
  brand: 'bg-brand-100 text-brand-900',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'grey',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
