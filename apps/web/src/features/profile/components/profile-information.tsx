import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  userProfile,
  ZUpdateUserRequest,
  type TUpdateUserRequest,
} from '@freshfold/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldsSaidAbove, FormInput, NameInputs } from '@/components/form-input';
import { RequiredFieldsForm } from '@/components/required-fields-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession, type SessionUser } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-submit';
import { useUpdateUser } from '../api/update-user';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-ink">{value || '—'}</dd>
    </div>
  );
}

/** The profile as it is: name, e-mail, phone and address on one line. */
function ProfileDetails({ user }: { user: SessionUser }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Detail label="Name" value={`${user.firstName} ${user.lastName}`.trim()} />
      <Detail label="Email" value={user.email} />
      <Detail label="Phone" value={user.phone} />
      <Detail
        label="Address"
        value={[user.street, user.city, [user.state, user.zipCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')}
      />
    </dl>
  );
}

/**
 * The profile form and its save: the session takes the saved profile, and a field the server
 * refuses shows its reason. Values typed stay when the session's user is refreshed meanwhile.
 */
function useProfileForm(user: SessionUser, onDone: () => void) {
  const { updateUser } = useSession();
  const mutation = useUpdateUser(user.id);
  const form = useForm<TUpdateUserRequest>({
    resolver: zodResolver(ZUpdateUserRequest),
    values: userProfile(user),
    resetOptions: { keepDirtyValues: true },
  });
  const onSave = submitHandler(form.handleSubmit, async (values) => {
    try {
      const updated = await mutation.mutateAsync(values);
      updateUser(updated);
      form.reset(userProfile(updated));
      onDone();
      toast.success(MESSAGES.account.profileUpdated);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) {
        form.setError(error.field as keyof TUpdateUserRequest, { message: error.message });
      }
      toast.error(MESSAGES.account.profileUpdateFailed);
    }
  });
  const cancel = () => {
    form.reset(userProfile(user));
    onDone();
  };
  return { form, onSave, cancel };
}

/** Contact and address fields; the e-mail is shown, not edited. */
function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { form, onSave, cancel } = useProfileForm(user, onDone);
  const field = fieldsSaidAbove(form);
  return (
    <RequiredFieldsForm form={form} onSubmit={onSave} label="Edit profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameInputs field={field} />
        <FormField label="Email" hint={MESSAGES.account.emailReadOnly}>
          <Input type="email" value={user.email} readOnly disabled />
        </FormField>
        <FormInput {...field('phone')} label="Phone" type="tel" inputMode="numeric" />
      </div>
      <FormInput {...field('street')} label="Street address" autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput {...field('city')} label="City" autoComplete="address-level2" />
        <FormInput {...field('state')} label="State" autoComplete="address-level1" />
        <FormInput
          {...field('zipCode')}
          label="Zip code"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save Changes'}
        </Button>
        <Button type="button" variant="outline" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </RequiredFieldsForm>
  );
}

/** Contact and address, viewed or edited. The e-mail is the account's identity: read-only. */
export function ProfileInformation({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle>Profile Information</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails user={user} />
        )}
      </CardContent>
    </Card>
  );
}
