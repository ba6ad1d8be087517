import { NOT_FOUND_MESSAGE } from '@freshfold/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{NOT_FOUND_MESSAGE}</h1>
      <p className="mt-2 text-muted">The page you are looking for has moved or never existed.</p>
      <Link to="/" className={buttonClasses('primary', 'md') + ' mt-8'}>
        Return to Home
      </Link>
    </Container>
  );
}
