import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  type TAdminUser,
  ZAdminSetPasswordRequest,
  userProfile,
  USER_ROLE_LABELS,
  USER_ROLES,
  ZAdminUpdateUserRequest,
} from '@freshfold/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormInput } from '@/components/form-input';
import { NewPasswordField } from '@/components/password-fields';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { refusingGuessedPasswords } from '@/lib/common-password';
import { adminOutcome } from '../admin-toast';
import { useSetUserPassword } from '../api/set-user-password';
import { useUpdateUser } from '../api/update-user';
import { AdminDialog, AdminFormDialog } from './admin-dialog';
import { LabelledOptions } from './select-options';

type UserFormInput = z.input<typeof ZAdminUpdateUserRequest>;

function useUserForm(user: TAdminUser) {
  return useForm<UserFormInput, unknown, z.output<typeof ZAdminUpdateUserRequest>>({
    resolver: zodResolver(ZAdminUpdateUserRequest),
    // Messages stay until the next Save, as the admin reads them against what they typed.
    reValidateMode: 'onSubmit',
    defaultValues: { ...userProfile(user), role: user.role },
  });
}

/**
 * 'Edit User': names, phone, address and role; the e-mail and the points are shown, not edited.
 */
export function EditUserDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const form = useUserForm(user);
  const update = useUpdateUser();
  const saved = adminOutcome(ADMIN_MESSAGES.userUpdated, ADMIN_MESSAGES.updateUserFailed, onClose);
  return (
    <AdminFormDialog
      title="Edit User"
      onClose={onClose}
      form={form}
      onValid={(body) => update.mutate({ id: user.id, body }, saved)}
      className="grid gap-4 sm:grid-cols-2"
      disabled={update.isPending}
    >
      <FormInput form={form} name="firstName" label="First Name" required />
      <FormInput form={form} name="lastName" label="Last Name" required />
      <FormField label="Email" hint={MESSAGES.account.emailReadOnly} className="sm:col-span-2">
        <Input value={user.email} readOnly disabled />
      </FormField>
      <FormInput form={form} name="phone" label="Phone" inputMode="numeric" />
      <FormInput form={form} name="street" label="Street Address" />
      <FormInput form={form} name="city" label="City" />
      <FormInput form={form} name="state" label="State" />
      <FormInput form={form} name="zipCode" label="Zip Code" />
      <FormField label="Loyalty Points">
        <Input value={user.loyaltyPoints} readOnly disabled />
      </FormField>
      <FormField
        label="Role"
        hint={ADMIN_MESSAGES.roleHint}
        error={form.formState.errors.role?.message}
      >
        <NativeSelect {...form.register('role')}>
          <LabelledOptions values={USER_ROLES} labels={USER_ROLE_LABELS} />
        </NativeSelect>
      </FormField>
    </AdminFormDialog>
  );
}

/**
 * An admin's own password is changed on their profile, which asks for the current one (the
 * server asks for it here too) and keeps this session going; this says so instead of a form.
 */
export function OwnPasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <AdminDialog
      title="Change your password"
      description={ADMIN_MESSAGES.ownPasswordOnProfile}
      onClose={onClose}
    >
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Link to="/profile" className={buttonClasses('primary', 'md')}>
          {ADMIN_MESSAGES.goToProfile}
        </Link>
      </div>
    </AdminDialog>
  );
}

type PasswordFormInput = z.input<typeof ZAdminSetPasswordRequest>;

/** The shop sets a new password for a customer who lost theirs; their sessions end. */
export function SetPasswordDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const form = useForm<PasswordFormInput, unknown, z.output<typeof ZAdminSetPasswordRequest>>({
    // The server's order: the character rule, then whether it is easily guessed for this user.
    resolver: refusingGuessedPasswords(
      zodResolver(ZAdminSetPasswordRequest),
      'newPassword',
      () => user,
    ),
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '' },
  });
  const mutation = useSetUserPassword();
  const saved = adminOutcome(
    ADMIN_MESSAGES.passwordSet(user.email),
    ADMIN_MESSAGES.setPasswordFailed,
    onClose,
  );

  return (
    <AdminFormDialog
      title="Set Password"
      description={`A new password for ${user.email}. Tell it to them in person or by phone; they are signed out everywhere.`}
      onClose={onClose}
      form={form}
      onValid={(body) => mutation.mutate({ id: user.id, body }, saved)}
      className="space-y-4"
      submitLabel="Set Password"
      disabled={mutation.isPending}
    >
      <NewPasswordField
        label="New password"
        registration={form.register('newPassword')}
        error={form.formState.errors.newPassword?.message}
      />
    </AdminFormDialog>
  );
}
