import {
  ADMIN_MESSAGES,
  formatShortDate,
  MESSAGES,
  type TAdminUser,
  ZAdminSetPasswordRequest,
  ZAdminUpdateUserRequest,
} from '@freshfold/shared';
import { KeyRound, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { useSession } from '@/lib/session';
import { isEasilyGuessedPassword, preloadPasswordRule } from '@/lib/common-password';
import { adminErrorToast } from '../admin-toast';
import { useAdminUsers } from '../api/get-users';
import { useSetUserPassword } from '../api/set-user-password';
import { useSetUserStatus } from '../api/set-user-status';
import { useUpdateUser } from '../api/update-user';
import { Pager } from './pager';

const PAGE_SIZE = 20;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const [changingStatus, setChangingStatus] = useState<TAdminUser | null>(null);
  const [settingPassword, setSettingPassword] = useState<TAdminUser | null>(null);
  const { user: me } = useSession();
  const setStatus = useSetUserStatus();
  const users = useAdminUsers({ q: search.trim() || undefined, page, pageSize: PAGE_SIZE });
  const data = users.data;

  return (
    <section aria-labelledby="users-heading">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="users-heading" className="text-xl font-semibold text-ink">
          Users
        </h2>
        <div className="w-full sm:w-72">
          <FormField label="Search users">
            <Input
              type="search"
              placeholder="Name, email or phone"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </FormField>
        </div>
      </div>
      <Table caption="Users">
        <thead>
          <tr>
            <Th>ID</Th>
            <Th>Email</Th>
            <Th>Name</Th>
            <Th>Phone</Th>
            <Th>Loyalty Points</Th>
            <Th>Created At</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {data?.users.map((user) => (
            <Tr key={user.id}>
              <Td className="tabular-nums">{user.id}</Td>
              <Td>{user.email}</Td>
              <Td>
                {user.firstName} {user.lastName}
              </Td>
              <Td className="tabular-nums">{user.phone}</Td>
              <Td className="tabular-nums">{user.loyaltyPoints}</Td>
              <Td>
                {user.createdDate ? formatShortDate(user.createdDate) : ADMIN_MESSAGES.notAvailable}
              </Td>
              <Td>
                {user.disabled ? (
                  <Badge tone="red">Disabled</Badge>
                ) : (
                  <Badge tone="green">Active</Badge>
                )}
              </Td>
              <Td className="whitespace-nowrap text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${user.email}`}
                  onClick={() => setEditing(user)}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Set password for ${user.email}`}
                  onClick={() => setSettingPassword(user)}
                >
                  <KeyRound className="h-4 w-4" aria-hidden="true" />
                </Button>
                {user.id === me?.id ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                    onClick={() => setChangingStatus(user)}
                  >
                    {user.disabled ? 'Enable' : 'Disable'}
                  </Button>
                )}
              </Td>
            </Tr>
          ))}
          {data && data.users.length === 0 ? (
            <Tr>
              <Td colSpan={8} className="py-8 text-center text-muted">
                {ADMIN_MESSAGES.noUsers}
              </Td>
            </Tr>
          ) : null}
        </tbody>
      </Table>
      {data ? (
        <Pager
          label="Users pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPage}
        />
      ) : null}
      {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} /> : null}
      {settingPassword ? (
        settingPassword.id === me?.id ? (
          <OwnPasswordDialog onClose={() => setSettingPassword(null)} />
        ) : (
          <SetPasswordDialog user={settingPassword} onClose={() => setSettingPassword(null)} />
        )
      ) : null}
      <ConfirmDialog
        open={changingStatus !== null}
        title={changingStatus?.disabled ? 'Enable account' : 'Disable account'}
        description={
          changingStatus?.disabled
            ? `${changingStatus.email} will be able to log in again.`
            : `${changingStatus?.email ?? ''} will be signed out everywhere at once and cannot log in until the account is enabled again.`
        }
        confirmLabel={changingStatus?.disabled ? 'Enable' : 'Disable'}
        pending={setStatus.isPending}
        onOpenChange={(open) => (open ? undefined : setChangingStatus(null))}
        onConfirm={() => {
          if (!changingStatus) return;
          const target = changingStatus;
          setStatus.mutate(
            { id: target.id, disabled: !target.disabled },
            {
              onSuccess: (updated) => {
                toast.success(
                  updated.disabled
                    ? ADMIN_MESSAGES.userDisabled(updated.email)
                    : ADMIN_MESSAGES.userEnabled(updated.email),
                );
                setChangingStatus(null);
              },
              onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateStatusUserFailed, error),
            },
          );
        }}
      />
    </section>
  );
}

type UserForm = Pick<
  TAdminUser,
  'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'state' | 'zipCode'
>;

function EditUserDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const [form, setForm] = useState<UserForm>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    street: user.street,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof UserForm, string>>>({});
  const update = useUpdateUser();
  // Each input writes its own field (the spec's version wrote the first name into the last).
  const bind = (field: keyof UserForm) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZAdminUpdateUserRequest.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<keyof UserForm, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof UserForm;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(
      { id: user.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.userUpdated);
          onClose();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateUserFailed, error),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit User">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName}>
            <Input {...bind('firstName')} required />
          </FormField>
          <FormField label="Last Name" error={errors.lastName}>
            <Input {...bind('lastName')} required />
          </FormField>
          <FormField label="Email" hint={MESSAGES.account.emailReadOnly} className="sm:col-span-2">
            <Input value={user.email} readOnly disabled />
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            <Input {...bind('phone')} inputMode="numeric" />
          </FormField>
          <FormField label="Street Address" error={errors.street}>
            <Input {...bind('street')} />
          </FormField>
          <FormField label="City" error={errors.city}>
            <Input {...bind('city')} />
          </FormField>
          <FormField label="State" error={errors.state}>
            <Input {...bind('state')} />
          </FormField>
          <FormField label="Zip Code" error={errors.zipCode}>
            <Input {...bind('zipCode')} />
          </FormField>
          <FormField label="Loyalty Points">
            <Input value={user.loyaltyPoints} readOnly disabled />
          </FormField>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * An admin's own password is changed on their profile, which asks for the current one (the
 * server asks for it here too) and keeps this session going; this says so instead of a form.
 */
function OwnPasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Change your password" description={ADMIN_MESSAGES.ownPasswordOnProfile}>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Link to="/profile" className={buttonClasses('primary', 'md')}>
            {ADMIN_MESSAGES.goToProfile}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The shop sets a new password for a customer who lost theirs; their sessions end. */
function SetPasswordDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useSetUserPassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's order: the character rule, then whether it is easily guessed for this user.
    const parsed = ZAdminSetPasswordRequest.safeParse({ newPassword: password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (await isEasilyGuessedPassword(password, user)) {
      setError(MESSAGES.register.commonPassword);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { id: user.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.passwordSet(user.email));
          onClose();
        },
        onError: (failure) => adminErrorToast(ADMIN_MESSAGES.setPasswordFailed, failure),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Set Password"
        description={`A new password for ${user.email}. Tell it to them in person or by phone; they are signed out everywhere.`}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormField
            label="New password"
            hint="8+ characters with upper and lower case letters, a number and a symbol."
            error={error}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onFocus={preloadPasswordRule}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              Set Password
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
