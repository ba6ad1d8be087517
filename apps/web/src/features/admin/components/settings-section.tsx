import type { FormEventHandler, ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { adminErrorToast } from '../admin-toast';

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

/** A section's form: what the saved setting means for customers, its fields, and its Save button. */
export function SettingsForm({
  summary,
  onSubmit,
  submitLabel,
  pending,
  children,
}: {
  summary: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <p className="text-sm text-muted" role="status">
        {summary}
      </p>
      {children}
      <div>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A setting's save callbacks: the saved toast, described by what the new setting means, then
 * `after` with the setting as the server keeps it; or the error toast.
 */
export function settingsOutcome<Setting>(
  texts: { saved: string; failed: string },
  summary: (setting: Setting) => string,
  after: (setting: Setting) => void,
) {
  return {
    onSuccess: (setting: Setting) => {
      toast.success(texts.saved, { description: summary(setting) });
      after(setting);
    },
    onError: (error: unknown) => adminErrorToast(texts.failed, error),
  };
}
