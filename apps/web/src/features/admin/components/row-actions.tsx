import { Pencil, RotateCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';

/** A row's pencil button; `label` names what it edits, for screen readers. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="icon" variant="ghost" aria-label={label} onClick={onClick}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}

/** A row's bin button; it only asks, the confirmation dialog deletes. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="icon" variant="ghost" aria-label={label} onClick={onClick}>
      <Trash2 className="h-4 w-4 text-danger" aria-hidden="true" />
    </Button>
  );
}

/** A row's retry button (a message that did not go out), named for screen readers. */
export function RetryButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button size="sm" variant="outline" aria-label={label} onClick={onClick} disabled={disabled}>
      <RotateCw className="h-4 w-4" aria-hidden="true" />
      Retry
    </Button>
  );
}

/** A row's on/off switch (a voucher active, a slot available) with its state written beside it. */
export function RowSwitch({
  id,
  label,
  checked,
  onCheckedChange,
  children,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} aria-label={label} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="text-sm">
        {children}
      </label>
    </div>
  );
}
