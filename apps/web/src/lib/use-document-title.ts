import { BRAND } from '@freshfold/shared';
import { useEffect } from 'react';

/** Sets the page title and meta description for the current route. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${BRAND.name}`
      : `${BRAND.name} | Dry cleaning and laundry in Bengaluru`;
    const meta = document.querySelector('meta[name="description"]');
    if (meta) meta.setAttribute('content', description ?? BRAND.description);
  }, [title, description]);
}
