import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND, formatShortDate, MESSAGES } from '@freshfold/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { submitHandler } from '@/lib/form-submit';
import { readInvites, writeInvites, type InviteStatus, type ReferralInvite } from '../invites';

/** A friend's name and e-mail, both needed; a missing one is told by a toast. */
const ZInviteForm = z.object({ name: z.string().trim().min(1), email: z.string().trim().min(1) });
type TInviteForm = z.infer<typeof ZInviteForm>;

const STATUS_TONE = { invited: 'grey', registered: 'blue', ordered: 'green' } as const;

function InviteRow(props: {
  invite: ReferralInvite;
  onMark: (id: string, status: InviteStatus) => void;
}) {
  const { invite, onMark } = props;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <span>
        <span className="block font-medium text-ink">{invite.name}</span>
        <span className="block text-xs text-muted">
          {invite.email} · invited {formatShortDate(invite.invitedAt)}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <Badge tone={STATUS_TONE[invite.status]}>{invite.status}</Badge>
        <Button variant="outline" size="sm" onClick={() => onMark(invite.id, 'registered')}>
          Registered
        </Button>
        <Button variant="outline" size="sm" onClick={() => onMark(invite.id, 'ordered')}>
          Ordered
        </Button>
      </span>
    </li>
  );
}

/** The demo invite list: friends noted in this browser, their state set by hand. */
export function InviteList() {
  const [invites, setInvites] = useState<ReferralInvite[]>(readInvites);
  const form = useForm<TInviteForm>({
    resolver: zodResolver(ZInviteForm),
    defaultValues: { name: '', email: '' },
  });

  const save = (next: ReferralInvite[]) => {
    setInvites(next);
    writeInvites(next);
  };
  const add = ({ name, email }: TInviteForm) => {
    const id = `${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}`;
    save([...invites, { id, name, email, status: 'invited', invitedAt: new Date().toISOString() }]);
    form.reset();
    toast.success(MESSAGES.refer.inviteAdded);
  };
  const onSubmit = submitHandler(form.handleSubmit, add, () =>
    toast.error(MESSAGES.refer.inviteMissing),
  );
  const mark = (id: string, status: InviteStatus) =>
    save(invites.map((invite) => (invite.id === id ? { ...invite, status } : invite)));

  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        UI preview only: this list is kept in this browser and is not sent to {BRAND.name}.
      </p>
      <form
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        noValidate
      >
        <div>
          <Label htmlFor="invite-name">Friend's name</Label>
          <Input id="invite-name" {...form.register('name')} />
        </div>
        <div>
          <Label htmlFor="invite-email">Friend's email</Label>
          <Input id="invite-email" type="email" {...form.register('email')} />
        </div>
        <Button type="submit">Add</Button>
      </form>
      {invites.length > 0 ? (
        <ul className="divide-y divide-line">
          {invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} onMark={mark} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
