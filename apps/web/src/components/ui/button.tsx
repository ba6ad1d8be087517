import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300 shadow-sm',
  outline: 'border border-line bg-surface text-ink hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50',
  danger: 'bg-danger text-white hover:bg-red-800',
  light: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function buttonClasses(
  variant: keyof typeof VARIANTS = 'primary',
  size: keyof typeof SIZES = 'md',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-3',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type,
  ...props
}: ButtonProps) {
  // A link that looks like a button takes buttonClasses() instead.
  return (
    <button
      className={cn(buttonClasses(variant, size), className)}
      type={type ?? 'button'}
      {...props}
    />
  );
}
