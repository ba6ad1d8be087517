import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';

/**
 * A primitive (Radix's, say) dressed in the design system's classes: a `className` given adds to
 * them. Other props, children included, pass through.
 */
export function withClasses<Props extends { className?: string }>(
  Primitive: ComponentType<Props>,
  ...classes: string[]
) {
  function Styled(props: Props) {
    return <Primitive {...props} className={cn(...classes, props.className)} />;
  }
  return Styled;
}
