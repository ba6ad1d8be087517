import { ADMIN_MESSAGES } from '@freshfold/shared';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';

/**
 * The spec's destructive toast: titled 'Error' with the spec's description. When the server
 * refused the input (400/409) its reason follows, so the admin knows what to change.
 */
export function adminErrorToast(description: string, error?: unknown): void {
  const reason =
    error instanceof ApiError && (error.status === 400 || error.status === 409)
      ? ` ${error.message}`
      : '';
  toast.error(ADMIN_MESSAGES.errorTitle, { description: `${description}${reason}` });
}

/**
 * A dashboard write's callbacks: its success toast and then `after` (closing the dialog, say),
 * or the error toast; a failed write leaves everything as it was, to try again.
 */
export function adminOutcome(success: string, failure: string, after?: () => void) {
  return {
    onSuccess: () => {
      toast.success(success);
      after?.();
    },
    onError: (error: unknown) => adminErrorToast(failure, error),
  };
}
