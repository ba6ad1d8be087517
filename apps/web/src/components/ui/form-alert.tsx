import type { ReactNode } from 'react';

/** A form-level message: one place for a failure that belongs to no single field. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {children}
    </p>
  );
}
