import { CART_PAGE_MESSAGES, MAX_ORDER_NOTES, ZOrderNotes } from '@freshfold/shared';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Why these notes cannot go with the order (the server's own rule), or undefined. */
export function notesError(notes: string): string | undefined {
  const parsed = ZOrderNotes.safeParse(notes);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * 'Special Instructions' at checkout: optional notes for the shop (stains, a gate code, "call
 * before coming"), with a count of the characters left and the rule the server applies.
 */
export function NotesCard({
  notes,
  onNotesChange,
}: {
  notes: string;
  onNotesChange: (notes: string) => void;
}) {
  const error = notesError(notes);
  const used = notes.trim().length;
  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>{CART_PAGE_MESSAGES.notesTitle}</CardTitle>
        <FormField
          label={CART_PAGE_MESSAGES.notesLabel}
          hint={CART_PAGE_MESSAGES.notesHint}
          error={error}
        >
          <Textarea
            rows={3}
            value={notes}
            placeholder={CART_PAGE_MESSAGES.notesHint}
            onChange={(event) => onNotesChange(event.target.value)}
          />
        </FormField>
        <p
          className={cn(
            'text-right text-xs tabular-nums',
            used > MAX_ORDER_NOTES ? 'text-danger' : 'text-muted',
          )}
        >
          {CART_PAGE_MESSAGES.notesCount(used, MAX_ORDER_NOTES)}
        </p>
      </CardContent>
    </Card>
  );
}
