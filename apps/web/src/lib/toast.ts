import type { ExternalToast } from 'sonner';

/**
 * The app-wide providers' toasts. sonner (10 KB) is not part of the first bundle: it is
 * fetched once the page is up (with the Toaster) or by the first toast, whichever comes first.
 * A toast raised before the Toaster is mounted is shown as soon as it is.
 * Pages, which are lazy chunks themselves, import sonner directly.
 */
export const loadSonner = () => import('sonner');

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
