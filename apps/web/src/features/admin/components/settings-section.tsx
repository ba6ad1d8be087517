import type { ReactNode } from 'react';
import { TitledCard } from '@/components/ui/card';

/**
 * A section of Settings in its card: the form once the saved setting is loaded, a status line
 * until then (or when it could not be loaded).
 */
export function SettingsSection<T>({
  title,
  query,
  loading,
  loadFailed,
  children,
}: {
  title: string;
  query: { data: T | undefined; isError: boolean };
  loading: string;
  loadFailed: string;
  children: (saved: T) => ReactNode;
}) {
  return (
    <TitledCard title={title}>
      {query.data ? (
        children(query.data)
      ) : (
        <p role="status" className="text-sm text-muted">
          {query.isError ? loadFailed : loading}
        </p>
      )}
    </TitledCard>
  );
}
