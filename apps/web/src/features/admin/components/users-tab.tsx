import {
  formatShortDate,
  MESSAGES,
  ZAdminUpdateUserRequest,
  type TAdminUser,
} from '@freshfold/shared';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { adminErrorToast } from '../admin-toast';
import { useAdminUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { Pager } from './pager';
import { Table, Td, Th, Tr } from './table';

const PAGE_SIZE = 20;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
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
                {user.createdDate ? formatShortDate(user.createdDate) : MESSAGES.admin.notAvailable}
              </Td>
              <Td className="text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${user.email}`}
                  onClick={() => setEditing(user)}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
              </Td>
            </Tr>
          ))}
          {data && data.users.length === 0 ? (
            <Tr>
              <Td colSpan={7} className="py-8 text-center text-muted">
                {MESSAGES.admin.noUsers}
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
          toast.success(MESSAGES.admin.userUpdated);
          onClose();
        },
        onError: (error) => adminErrorToast(MESSAGES.admin.updateUserFailed, error),
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
