import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-100 text-accent-700',
} as const;

/**
 * A list item of the marketing pages: an icon in a tinted square, a title and a sentence (the
 * home page's reasons to choose the shop, the about page's values). `compact` sets the smaller
 * type of a four-column row.
 */
export function IconCard({
  icon: Icon,
  title,
  text,
  tone,
  compact = false,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: keyof typeof TONES;
  compact?: boolean;
}) {
  return (
    <li className="rounded-card border border-line bg-surface p-6 shadow-sm">
      <span className={cn('flex h-11 w-11 items-center justify-center rounded-lg', TONES[tone])}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 className={cn('mt-4 font-semibold text-brand-900', compact ? 'text-lg' : 'text-xl')}>
        {title}
      </h3>
      <p className={cn('mt-2 leading-relaxed text-muted', compact && 'text-sm')}>{text}</p>
    </li>
  );
}
