import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZForgotPasswordForm, type TForgotPasswordForm } from '@freshfold/shared';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { submitHandler } from '@/lib/form-submit';

/** The spec's simulated delay; no request is sent (there is no reset service yet). */
export const RESET_SIMULATION_MS = 1500;

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const form = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSubmit = submitHandler(
    form.handleSubmit,
    (values) =>
      new Promise<void>((done) => {
        timer.current = setTimeout(() => {
          setSentTo(values.email.trim());
          toast.success(MESSAGES.account.passwordResetSent);
          done();
        }, RESET_SIMULATION_MS);
      }),
  );

  const backToLogin = (
    <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      Back to login
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <div className="flex flex-col items-center text-center">
          <MailCheck className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <p className="mt-4 text-sm text-muted">
            If an account exists for <strong className="text-ink">{sentTo}</strong>, we have sent
            instructions to reset its password.
          </p>
          <Link to="/login" className={`${buttonClasses('primary', 'md')} mt-6 w-full`}>
            Return to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the e-mail address of your account and we will send you reset instructions."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send reset instructions'}
        </Button>
      </form>
    </AuthCard>
  );
}
