import type { TOrderQuoteResponse } from '@freshfold/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * 'Use points' at checkout: how many loyalty points to spend (1 point = ₹1), up to the most
 * this order allows (half its total after discount, never more than the balance), both from the
 * server's quote. Applying asks for a new quote with the points; the summary shows the result.
 * Hidden for a customer without points.
 */
export function PointsCard({
  quote,
  points,
  onPointsChange,
}: {
  quote: TOrderQuoteResponse | undefined;
  points: number;
  onPointsChange: (points: number) => void;
}) {
  const [typed, setTyped] = useState(points > 0 ? String(points) : '');
  const [error, setError] = useState<string>();
  const balance = quote?.points?.balance ?? 0;
  const max = quote?.points?.maxRedeemable ?? 0;
  if (balance === 0 && points === 0) return null;

  const apply = (value: number) => {
    setTyped(value > 0 ? String(value) : '');
    setError(undefined);
    onPointsChange(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim() === '' ? 0 : Number(typed);
    if (!Number.isInteger(value) || value < 0) {
      setError('Enter a whole number of points.');
      return;
    }
    if (value > max) {
      setError(`You can use at most ${String(max)} points on this order.`);
      return;
    }
    apply(value);
  };

  return (
    <Card>
      <CardContent className="space-y-3">
        <CardTitle>Use points</CardTitle>
        <p className="text-sm text-muted">
          You have {balance} loyalty points (1 point = ₹1). This order can use up to {max}: points
          pay up to half of its total after discount.
        </p>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <FormField label="Points to use" error={error ?? quote?.pointsMessage} className="w-40">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline">
            Use points
          </Button>
          {max > 0 && points !== max ? (
            <Button type="button" variant="ghost" onClick={() => apply(max)}>
              Use {max}
            </Button>
          ) : null}
          {points > 0 ? (
            <Button type="button" variant="ghost" onClick={() => apply(0)}>
              Don&apos;t use points
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
