import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_PAGE_MESSAGES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  ZNotificationPreferences,
  type TNotificationPreferences,
} from '@freshfold/shared';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-submit';
import type { SessionUser } from '@/lib/session';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import { displayIndianPhone } from '../phone';

const TEXT = ACCOUNT_PAGE_MESSAGES.notifications;

/** One channel: its checkbox and name, with what ticking it means written beneath. */
function ChannelChoice({
  label,
  description,
  field,
}: {
  label: string;
  description: string;
  field: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="flex gap-3 rounded-lg border border-line p-4">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-description`}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700"
        {...field}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
          {description}
        </p>
      </div>
    </div>
  );
}

/** The form, filled with the saved preferences once they arrive, and the save. */
function usePreferencesForm(userId: number) {
  const preferences = useNotificationPreferences(userId);
  const save = useSaveNotificationPreferences(userId);
  const form = useForm<TNotificationPreferences>({
    resolver: zodResolver(ZNotificationPreferences),
    defaultValues: DEFAULT_NOTIFICATION_PREFERENCES,
    values: preferences.data,
  });
  const onSubmit = submitHandler(form.handleSubmit, async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast.success(TEXT.saved);
    } catch (error) {
      // A refusal the customer can act on (no phone on the profile, too many changes) is
      // shown as the server words it.
      toast.error(
        error instanceof ApiError && (error.status === 400 || error.status === 429)
          ? error.message
          : TEXT.saveFailed,
      );
    }
  });
  return { preferences, form, onSubmit };
}

/**
 * 'Notifications': the channels the customer hears about their orders on. E-mail is on unless
 * turned off; WhatsApp and SMS only with the customer's consent, which the box states in full
 * with the number the messages go to.
 */
export function NotificationPreferences({ user }: { user: SessionUser }) {
  const { preferences, form, onSubmit } = usePreferencesForm(user.id);
  const phone = displayIndianPhone(user.phone);

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{TEXT.title}</CardTitle>
        <p className="mt-1 text-sm text-muted">{TEXT.description}</p>
      </CardHeader>
      <CardContent>
        {preferences.isError ? (
          <FormAlert>{TEXT.loadFailed}</FormAlert>
        ) : preferences.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={TEXT.title}>
            <ChannelChoice
              label={TEXT.email}
              description={TEXT.emailHint}
              field={form.register('email')}
            />
            <ChannelChoice
              label={TEXT.whatsapp}
              description={TEXT.consent('WhatsApp', phone)}
              field={form.register('whatsapp')}
            />
            <ChannelChoice
              label={TEXT.sms}
              description={TEXT.consent('SMS', phone)}
              field={form.register('sms')}
            />
            <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
              {form.formState.isSubmitting ? 'Saving…' : TEXT.save}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
