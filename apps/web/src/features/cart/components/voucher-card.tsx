import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type TOrderQuoteResponse } from '@freshfold/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useCart } from '@/lib/cart';
import { titled } from '@/lib/titled-toast';
import { submitHandler } from '@/lib/form-submit';
import { useVoucherQuote } from '../api/get-order-quote';

type VoucherCheck = TOrderQuoteResponse['voucherCheck'];

/** What the card says on each page: the spec gives the cart and checkout their own words. */
interface VoucherCardTexts {
  title: string;
  applied: (code: string, discount: number) => string;
  hints: readonly string[];
  noCode: () => void;
  refused: (check: VoucherCheck, message: string | undefined) => void;
  accepted: (code: string, discount: number) => void;
  failed: (error: unknown) => void;
}

const TEXTS: Record<'cart' | 'checkout', VoucherCardTexts> = {
  cart: {
    title: 'Apply Voucher',
    applied: (code, discount) => `${code} applied (${discount}% off)`,
    hints: MESSAGES.cart.voucherHints,
    noCode: () => toast.error(MESSAGES.cart.enterVoucher),
    refused: (_check, message) => toast.error(message ?? MESSAGES.cart.invalidVoucher),
    accepted: (code, discount) => toast.success(MESSAGES.cart.voucherApplied(code, discount)),
    failed: (error) =>
      toast.error(
        error instanceof ApiError && error.status > 0
          ? error.message
          : MESSAGES.checkout.voucherFailed,
      ),
  },
  checkout: {
    title: 'Voucher Code',
    applied: (code, discount) => `Voucher ${code} applied: ${discount}% off`,
    hints: [],
    noCode: () => toast.error(...titled(MESSAGES.checkout.enterVoucher)),
    refused: (check, message) => {
      if (check?.refusal === 'invalid' || !message) {
        toast.error(...titled(MESSAGES.checkout.invalidVoucher));
      } else {
        toast.error('Invalid Voucher', { description: message });
      }
    },
    accepted: (code, discount) =>
      toast.success(MESSAGES.checkout.voucherAppliedTitle, {
        description: MESSAGES.checkout.voucherApplied(code, discount),
      }),
    failed: (error) =>
      toast.error(
        ...titled(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? `Invalid Voucher: ${error.message}`
            : MESSAGES.checkout.voucherFailed,
        ),
      ),
  },
};

/** The code as typed, trimmed; an empty one is told by a toast, as the spec has it. */
const ZVoucherForm = z.object({ code: z.string().trim().min(1) });
type TVoucherForm = z.infer<typeof ZVoucherForm>;

/**
 * 'Apply Voucher' in the cart, 'Voucher Code' at checkout: the server checks the code against
 * this cart (the quote); the cart keeps what it accepts, so checkout shows what the cart
 * applied and the other way round.
 */
export function VoucherCard({ variant = 'cart' }: { variant?: 'cart' | 'checkout' }) {
  const texts = TEXTS[variant];
  const { voucher, applyVoucher, removeVoucher } = useCart();
  const validate = useVoucherQuote();
  const form = useForm<TVoucherForm>({
    resolver: zodResolver(ZVoucherForm),
    defaultValues: { code: '' },
  });

  const apply = ({ code }: TVoucherForm) => {
    validate.mutate(code, {
      onSuccess: ({ voucherCheck, voucherMessage }) => {
        if (!voucherCheck?.accepted) {
          texts.refused(voucherCheck, voucherMessage);
          return;
        }
        const discount = voucherCheck.discountPercent ?? 0;
        applyVoucher({
          code: voucherCheck.code,
          discount,
          min_order_value: voucherCheck.minOrderValue,
        });
        form.reset();
        texts.accepted(voucherCheck.code, discount);
      },
      onError: texts.failed,
    });
  };
  const onSubmit = submitHandler(form.handleSubmit, apply, texts.noCode);

  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>{texts.title}</CardTitle>
        {voucher ? (
          <div className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-4 py-3">
            <p className="text-sm font-medium text-emerald-900">
              {texts.applied(voucher.code, voucher.discount)}
            </p>
            <Button variant="outline" size="sm" onClick={removeVoucher}>
              Remove
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} className="flex gap-2" noValidate>
            <div className="flex-1">
              <Label htmlFor="voucher-code" className="sr-only">
                Voucher code
              </Label>
              <Input
                id="voucher-code"
                placeholder="Enter voucher code"
                autoCapitalize="characters"
                {...form.register('code')}
              />
            </div>
            <Button type="submit" disabled={validate.isPending}>
              {validate.isPending ? 'Checking…' : 'Apply'}
            </Button>
          </form>
        )}
        {texts.hints.length > 0 ? (
          <ul className="space-y-1 text-sm text-muted">
            {texts.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
