import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  ZRegisterStep1,
  ZRegisterStep2,
  type TRegisterStep1,
  type TRegisterStep2,
} from '@freshfold/shared';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { preloadPasswordRule, refusingGuessedPasswords } from '@/lib/common-password';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister } from '@/features/auth/api/register';
import { AuthCard, FormAlert } from '@/features/auth/components/auth-card';
import { submitHandler } from '@/lib/form-submit';

const REQUIRED = MESSAGES.register.requiredFields;
const STEP1_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'];

/**
 * A field's own message, unless it is "Please fill in all required fields": that one is shown
 * once above the form however many fields are empty, and the empty fields are only marked.
 */
function fieldMessage(errors: FieldErrors, name: string) {
  const message = errors[name]?.message;
  return {
    error: typeof message === 'string' && message !== REQUIRED ? message : undefined,
    invalid: message === REQUIRED,
  };
}

function hasRequiredError(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error?.message === REQUIRED);
}

export function RegisterPage() {
  useDocumentTitle('Register', 'Create a FreshFold account to book pickups and track orders.');
  const [step, setStep] = useState<1 | 2>(1);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const registerMutation = useRegister();

  // Two forms that stay mounted across steps, so Back and Continue keep what was typed.
  const details = useForm<TRegisterStep1>({
    // The names and e-mail typed above count against the password.
    resolver: refusingGuessedPasswords(zodResolver(ZRegisterStep1), 'password', (values) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
    })),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });
  const address = useForm<TRegisterStep2>({
    resolver: zodResolver(ZRegisterStep2),
    defaultValues: { street: '', city: '', state: '', zipCode: '' },
  });
  const detailErrors = details.formState.errors as FieldErrors;
  const addressErrors = address.formState.errors as FieldErrors;

  const onContinue = submitHandler(details.handleSubmit, () => setStep(2));

  const onRegister = submitHandler(address.handleSubmit, async (place) => {
    const person = details.getValues();
    try {
      const user = await registerMutation.mutateAsync({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        userName: person.email.trim(),
        phone: person.phone,
        password: person.password,
        ...place,
        referrerId: searchParams.get('ref') ?? undefined,
      });
      signIn(user);
      toast.success(MESSAGES.account.registrationSuccess);
      void navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The e-mail is the thing to change: show the reason beside it.
        setStep(1);
        details.setError('email', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.field && STEP1_FIELDS.includes(error.field)) {
        setStep(1);
        details.setError(error.field as keyof TRegisterStep1, { message: error.message });
      } else if (error instanceof ApiError && error.field) {
        address.setError(error.field as keyof TRegisterStep2, { message: error.message });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.error(error.message || MESSAGES.account.registrationFailed);
      } else {
        toast.error(MESSAGES.account.registrationError);
      }
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        step === 1
          ? 'Step 1 of 2: your details'
          : 'Step 2 of 2: your address, where we pick up and deliver'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      <ol className="mb-6 flex gap-2" aria-label="Progress">
        {[1, 2].map((number) => (
          <li
            key={number}
            aria-current={step === number ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${number <= step ? 'bg-brand-600' : 'bg-brand-100'}`}
          >
            <span className="sr-only">Step {number}</span>
          </li>
        ))}
      </ol>

      {step === 1 ? (
        <form onSubmit={onContinue} noValidate className="space-y-4" aria-label="Your details">
          {hasRequiredError(detailErrors) ? <FormAlert>{REQUIRED}</FormAlert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" {...fieldMessage(detailErrors, 'firstName')}>
              <Input autoComplete="given-name" {...details.register('firstName')} />
            </FormField>
            <FormField label="Last name" {...fieldMessage(detailErrors, 'lastName')}>
              <Input autoComplete="family-name" {...details.register('lastName')} />
            </FormField>
          </div>
          <FormField label="Email" {...fieldMessage(detailErrors, 'email')}>
            <Input type="email" autoComplete="email" {...details.register('email')} />
          </FormField>
          <FormField
            label="Phone"
            hint="10 digits, e.g. 9876543210"
            {...fieldMessage(detailErrors, 'phone')}
          >
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...details.register('phone')}
            />
          </FormField>
          <FormField
            label="Password"
            hint="8+ characters with upper and lower case letters, a number and a symbol."
            {...fieldMessage(detailErrors, 'password')}
          >
            <Input
              type="password"
              autoComplete="new-password"
              onFocus={preloadPasswordRule}
              {...details.register('password')}
            />
          </FormField>
          <FormField label="Confirm password" {...fieldMessage(detailErrors, 'confirmPassword')}>
            <Input
              type="password"
              autoComplete="new-password"
              {...details.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" className="w-full">
            Continue
          </Button>
        </form>
      ) : (
        <form onSubmit={onRegister} noValidate className="space-y-4" aria-label="Your address">
          {hasRequiredError(addressErrors) ? <FormAlert>{REQUIRED}</FormAlert> : null}
          <FormField label="Street address" {...fieldMessage(addressErrors, 'street')}>
            <Input autoComplete="street-address" {...address.register('street')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="City" {...fieldMessage(addressErrors, 'city')}>
              <Input autoComplete="address-level2" {...address.register('city')} />
            </FormField>
            <FormField label="State" {...fieldMessage(addressErrors, 'state')}>
              <Input autoComplete="address-level1" {...address.register('state')} />
            </FormField>
          </div>
          <FormField label="Zip code" {...fieldMessage(addressErrors, 'zipCode')}>
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              {...address.register('zipCode')}
            />
          </FormField>
          <div className="flex gap-3">
            <Button type="button" variant="outline" className="flex-1" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button type="submit" className="flex-1" disabled={address.formState.isSubmitting}>
              {address.formState.isSubmitting ? 'Registering…' : 'Register'}
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
