import { useState } from 'react';
import { toast } from 'sonner';
import { refusalDetail } from './api-file';

/**
 * A file fetched at a click (an invoice PDF, a CSV export): which one is under way, if any, and
 * `download(which, fetch)`, which marks it so until it is done and toasts `failed` (with the
 * server's words for a refusal) when it fails. `fetch` runs within the click, as a new tab needs.
 */
export function useDownload<Which extends string>(failed: string) {
  const [pending, setPending] = useState<Which | null>(null);
  async function download(which: Which, fetch: () => Promise<void>) {
    setPending(which);
    try {
      await fetch();
    } catch (error) {
      toast.error(failed, { description: refusalDetail(error) });
    } finally {
      setPending(null);
    }
  }
  return { pending, download };
}
