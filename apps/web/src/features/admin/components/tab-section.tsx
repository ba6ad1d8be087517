import type { ReactNode } from 'react';

/**
 * A dashboard tab's section, named by its heading; `actions` (a search, an Add button) stand
 * beside the heading, laid out by `headerClassName`.
 */
export function TabSection({
  id,
  title,
  actions,
  headerClassName = 'mb-4 flex flex-wrap items-center justify-between gap-3',
  className,
  children,
}: {
  /** The heading's id is `${id}-heading`. */
  id: string;
  title: string;
  actions?: ReactNode;
  headerClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2
      id={`${id}-heading`}
      className={
        actions || className
          ? 'text-xl font-semibold text-ink'
          : 'mb-4 text-xl font-semibold text-ink'
      }
    >
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      {actions ? (
        <div className={headerClassName}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
