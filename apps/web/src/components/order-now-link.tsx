import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The marketing pages' call to action: Order Now, to the order page, in the accent colour.
 * `arrow`: with an arrow after it, where it leads on from the text above.
 */
export function OrderNowLink({
  arrow = false,
  className,
}: {
  arrow?: boolean;
  className?: string;
}) {
  return (
    <Link to="/order" className={cn(buttonClasses('accent', 'lg'), className)}>
      Order Now
      {arrow ? <ArrowRight className="h-4 w-4" aria-hidden="true" /> : null}
    </Link>
  );
}
