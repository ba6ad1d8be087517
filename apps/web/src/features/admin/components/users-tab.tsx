import { ADMIN_MESSAGES, formatShortDate, type TAdminUser } from '@freshfold/shared';
import { KeyRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Table, Td, Th, Tr } from '@/components/ui/table';
import { useSession } from '@/lib/session';
import { adminErrorToast } from '../admin-toast';
import { useAdminUsers } from '../api/get-users';
import { useSetUserStatus } from '../api/set-user-status';
import { Pager } from './pager';
import { EditUserDialog, OwnPasswordDialog, SetPasswordDialog } from './user-dialogs';

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
