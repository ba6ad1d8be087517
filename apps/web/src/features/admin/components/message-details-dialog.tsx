import { ADMIN_MESSAGES } from '@freshfold/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminOutcome } from '../admin-toast';
import { useAdminMessage } from '../api/get-message';
import { useRetryMessage } from '../api/retry-message';
import { canRetry } from '../message-labels';
import { AdminDialog } from './admin-dialog';
import { MessageBody, MessageFacts } from './message-body';
import { RetryButton } from './row-actions';

/** One message as it was (or will be) sent, with a retry when it did not go out. */
export function MessageDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const message = useAdminMessage(id);
  const retry = useRetryMessage();
  const data = message.data;

  return (
    <AdminDialog title={`Message #${id}`} onClose={onClose} className="sm:max-w-3xl">
      {data ? (
        <div className="space-y-4">
          <MessageFacts message={data} />
          <MessageBody message={data} />
        </div>
      ) : message.isError ? (
        <p role="alert" className="text-sm text-danger">
          {ADMIN_MESSAGES.messagesLoadFailed}
        </p>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      <div className="mt-6 flex justify-end gap-2">
        {data && canRetry(data) ? (
          <RetryButton
            label={`Retry message #${id}`}
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(
                id,
                adminOutcome(ADMIN_MESSAGES.messageRetried, ADMIN_MESSAGES.retryMessageFailed),
              )
            }
          />
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </AdminDialog>
  );
}
