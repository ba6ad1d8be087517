import {
  ADMIN_MESSAGES,
  formatShortDate,
  USER_ROLE_LABELS,
  type TAdminUser,
} from '@freshfold/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Td, Tr } from '@/components/ui/table';
import { useSession } from '@/lib/session';
import { adminErrorToast } from '../admin-toast';
import { useAdminUsers } from '../api/lists';
import { useSetUserStatus } from '../api/set-user-status';
import { AdminConfirmDialog } from './admin-dialog';
import { PagedTable, useFilteredPages } from './paged-table';
import { EditButton } from './row-actions';
import { EditUserDialog, OwnPasswordDialog, SetPasswordDialog } from './user-dialogs';
import { TabSection } from './tab-section';

const PAGE_SIZE = 20;

interface UserActions {
  onEdit: (user: TAdminUser) => void;
  onSetPassword: (user: TAdminUser) => void;
  onChangeStatus: (user: TAdminUser) => void;
}

/** One account: who, their points and status, and what the admin can do with it. */
function UserRow({
  user,
  isMe,
  actions,
}: {
  user: TAdminUser;
  isMe: boolean;
  actions: UserActions;
}) {
  const toggle = user.disabled ? 'Enable' : 'Disable';
  return (
    <Tr>
      <Td className="tabular-nums">{user.id}</Td>
      <Td>{user.email}</Td>
      <Td>
        {user.firstName} {user.lastName}
      </Td>
      <Td className="tabular-nums">{user.phone}</Td>
      <Td>{USER_ROLE_LABELS[user.role]}</Td>
      <Td className="tabular-nums">{user.loyaltyPoints}</Td>
      <Td>{user.createdDate ? formatShortDate(user.createdDate) : ADMIN_MESSAGES.notAvailable}</Td>
      <Td>
        {user.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
      </Td>
      <Td className="whitespace-nowrap text-right">
        <EditButton label={`Edit ${user.email}`} onClick={() => actions.onEdit(user)} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Set password for ${user.email}`}
          onClick={() => actions.onSetPassword(user)}
        >
          <KeyRound className="h-4 w-4" aria-hidden="true" />
        </Button>
        {isMe ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`${toggle} ${user.email}`}
            onClick={() => actions.onChangeStatus(user)}
          >
            {toggle}
          </Button>
        )}
      </Td>
    </Tr>
  );
}

/** 'Disable account' or 'Enable account': disabling signs the customer out everywhere. */
function UserStatusDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const setStatus = useSetUserStatus();
  const onConfirm = () =>
    setStatus.mutate(
      { id: user.id, disabled: !user.disabled },
      {
        onSuccess: (updated) => {
          toast.success(
            updated.disabled
              ? ADMIN_MESSAGES.userDisabled(updated.email)
              : ADMIN_MESSAGES.userEnabled(updated.email),
          );
          onClose();
        },
        onError: (error) => adminErrorToast(ADMIN_MESSAGES.updateStatusUserFailed, error),
      },
    );
  return (
    <AdminConfirmDialog
      onClose={onClose}
      title={user.disabled ? 'Enable account' : 'Disable account'}
      description={
        user.disabled
          ? `${user.email} will be able to log in again.`
          : `${user.email} will be signed out everywhere at once and cannot log in until the account is enabled again.`
      }
      confirmLabel={user.disabled ? 'Enable' : 'Disable'}
      pending={setStatus.isPending}
      onConfirm={onConfirm}
    />
  );
}

/** Which row's dialog is open: editing the user, setting their password, or their status. */
type OpenDialog = { kind: 'edit' | 'password' | 'status'; user: TAdminUser } | null;

/** The dialog a row's button opened, if any; the admin's own password is set on their profile. */
function UserDialog({
  open,
  isMe,
  onClose,
}: {
  open: OpenDialog;
  isMe: boolean;
  onClose: () => void;
}) {
  if (!open) return null;
  if (open.kind === 'edit') return <EditUserDialog user={open.user} onClose={onClose} />;
  if (open.kind === 'status') return <UserStatusDialog user={open.user} onClose={onClose} />;
  if (isMe) return <OwnPasswordDialog onClose={onClose} />;
  return <SetPasswordDialog user={open.user} onClose={onClose} />;
}

export function UsersTab() {
  const { filter: search, changeFilter: setSearch, pages } = useFilteredPages('', PAGE_SIZE);
  const [open, setOpen] = useState<OpenDialog>(null);
  const { user: me } = useSession();
  const users = useAdminUsers({
    q: search.trim() || undefined,
    page: pages.page,
    pageSize: pages.pageSize,
  });
  const actions: UserActions = {
    onEdit: (user) => setOpen({ kind: 'edit', user }),
    onSetPassword: (user) => setOpen({ kind: 'password', user }),
    onChangeStatus: (user) => setOpen({ kind: 'status', user }),
  };

  return (
    <TabSection
      id="users"
      title="Users"
      headerClassName="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
      actions={
        <div className="w-full sm:w-72">
          <FormField label="Search users">
            <Input
              type="search"
              placeholder="Name, email or phone"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FormField>
        </div>
      }
    >
      <PagedTable
        caption="Users"
        headings={[
          'ID',
          'Email',
          'Name',
          'Phone',
          'Role',
          'Loyalty Points',
          'Created At',
          'Status',
        ]}
        rows={users.data?.users.map((user) => (
          <UserRow key={user.id} user={user} isMe={user.id === me?.id} actions={actions} />
        ))}
        list={users}
        pages={pages}
        emptyText={ADMIN_MESSAGES.noUsers}
        failedText={ADMIN_MESSAGES.loadFailed}
      />
      <UserDialog open={open} isMe={open?.user.id === me?.id} onClose={() => setOpen(null)} />
    </TabSection>
  );
}
