import { MESSAGES } from '@freshfold/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useVoucherQuote } from '../api/get-order-quote';
import { useCart } from '@/lib/cart';

/** 'Apply Voucher': the server checks the code against this cart; the cart keeps what it accepts. */
export function VoucherCard() {
  const { voucher, applyVoucher, removeVoucher } = useCart();
  const [code, setCode] = useState('');
  const validate = useVoucherQuote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      toast.error(MESSAGES.cart.enterVoucher);
      return;
    }
    validate.mutate(trimmed, {
      onSuccess: ({ voucherCheck, voucherMessage }) => {
        if (!voucherCheck?.accepted) {
          toast.error(voucherMessage ?? MESSAGES.cart.invalidVoucher);
          return;
        }
        const discount = voucherCheck.discountPercent ?? 0;
        applyVoucher({
          code: voucherCheck.code,
          discount,
          min_order_value: voucherCheck.minOrderValue,
        });
        setCode('');
        toast.success(MESSAGES.cart.voucherApplied(voucherCheck.code, discount));
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError && error.status > 0
            ? error.message
            : MESSAGES.checkout.voucherFailed,
        );
      },
    });
  };

  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>Apply Voucher</CardTitle>
        {voucher ? (
          <div className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-4 py-3">
            <p className="text-sm font-medium text-emerald-900">
              {voucher.code} applied ({voucher.discount}% off)
            </p>
            <Button variant="outline" size="sm" onClick={removeVoucher}>
              Remove
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="flex gap-2" noValidate>
            <div className="flex-1">
              <Label htmlFor="voucher-code" className="sr-only">
                Voucher code
              </Label>
              <Input
                id="voucher-code"
                placeholder="Enter voucher code"
                value={code}
                autoCapitalize="characters"
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={validate.isPending}>
              {validate.isPending ? 'Checking…' : 'Apply'}
            </Button>
          </form>
        )}
        <ul className="space-y-1 text-sm text-muted">
          {MESSAGES.cart.voucherHints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
