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
