import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-100 text-accent-700',
} as const;

/**
 * A card of a list of points (the shop's values, the reasons to choose it): the point's icon in
 * a tinted tile, its title and a line of text. `large` sets the title and text a size up.
 */
export function IconCard({
  icon: Icon,
  title,
  text,
  tone,
  large = false,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: keyof typeof TONES;
  large?: boolean;
}) {
  return (
    <li className="rounded-card border border-line bg-surface p-6 shadow-sm">
      <span className={cn('flex h-11 w-11 items-center justify-center rounded-lg', TONES[tone])}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 className={cn('mt-4 font-semibold text-brand-900', large ? 'text-xl' : 'text-lg')}>
        {title}
      </h3>
      <p className={cn('mt-2 leading-relaxed text-muted', !large && 'text-sm')}>{text}</p>
    </li>
  );
}
