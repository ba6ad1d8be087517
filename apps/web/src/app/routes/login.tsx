import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZLoginForm, type TLoginForm } from '@freshfold/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/auth-card';
import { afterLogin } from '@/features/auth/redirect';
import { submitHandler } from '@/lib/form-submit';

/** The seeded admin address the demo hint names. */
const DEMO_ADMIN_EMAIL = 'admin@freshfold.in';

export function LoginPage() {
  useDocumentTitle('Login', 'Log in to FreshFold to place and track your orders.');
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = submitHandler(form.handleSubmit, async (values) => {
    setFailure(null);
    try {
      const user = await loginMutation.mutateAsync({
        userName: values.email,
        password: values.password,
      });
      signIn(user);
      toast.success(MESSAGES.account.loginSuccess);
      const next = afterLogin(location.state);
      void navigate(next.path, { replace: true, state: next.state });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : MESSAGES.account.loginError,
      );
    }
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back. Log in to place orders and track them."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/register"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Register
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <div>
          <FormField label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="mt-2 text-right">
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Logging in…' : 'Login'}
        </Button>
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-xs text-brand-900">
          Demo: log in as <strong>{DEMO_ADMIN_EMAIL}</strong> for admin access.
        </p>
      </form>
    </AuthCard>
  );
}
