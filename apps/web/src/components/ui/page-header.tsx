import type { ReactNode } from 'react';
import { Container } from './container';

/** The band at the top of an inner page: its one h1 and a line of context. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {subtitle ? (
          <p className="mt-3 max-w-2xl text-base text-muted sm:text-lg">{subtitle}</p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
