import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Container } from '@/components/ui/container';

/** The narrow centred card the login, register and forgot-password pages share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-canvas">
      <Container className="flex justify-center py-10 sm:py-16">
        <Card className="w-full max-w-md">
          <CardContent className="sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {title}
            </h1>
            {subtitle ? <p className="mt-2 text-sm text-muted">{subtitle}</p> : null}
            <div className="mt-6">{children}</div>
            {footer ? (
              <div className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">
                {footer}
              </div>
            ) : null}
          </CardContent>
        </Card>
      </Container>
    </div>
  );
}
