import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { submitHandler } from '@/lib/form-submit';

/**
 * A dashboard dialog, open for as long as the tab shows it: Escape, the close button and a
 * click outside all call `onClose`.
 */
export function AdminDialog({
  title,
  description,
  onClose,
  children,
  className,
  initialFocus,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  /** A wider frame for a dialog that shows a document (`sm:max-w-3xl`: the small-screen width stays). */
  className?: string;
  initialFocus?: 'first-field' | 'dialog';
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={description}
        className={className}
        initialFocus={initialFocus}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Asks before a write that cannot simply be taken back, while the tab has a row in question. */
export function AdminConfirmDialog({
  onClose,
  ...props
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  return <ConfirmDialog open onOpenChange={(open) => (open ? undefined : onClose())} {...props} />;
}

/** A dialog form's buttons: Cancel (or Close), then the submit button. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  disabled,
  className,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

/**
 * A dashboard dialog that is a form: its fields (laid out by `className`), then Cancel and the
 * submit button across the form's width. `onValid` gets what react-hook-form read from the fields.
 */
export function AdminFormDialog<Body>({
  title,
  description,
  onClose,
  form,
  onValid,
  className,
  submitLabel = 'Save',
  disabled,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  form: {
    handleSubmit: (onValid: (body: Body) => void) => (event?: BaseSyntheticEvent) => Promise<void>;
  };
  onValid: (body: Body) => void;
  className: string;
  submitLabel?: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <AdminDialog title={title} description={description} onClose={onClose}>
      <form onSubmit={submitHandler(form.handleSubmit, onValid)} noValidate className={className}>
        {children}
        <DialogActions
          className="col-span-full"
          onCancel={onClose}
          submitLabel={submitLabel}
          disabled={disabled}
        />
      </form>
    </AdminDialog>
  );
}
