import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmPasswordField, NewPasswordField } from '@/components/password-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldMessage, hasRequiredError, REQUIRED_FIELDS } from '@/lib/required-fields';
import type { RegisterForms } from '../hooks/use-registration';

type Submit = (event: BaseSyntheticEvent) => void;

/** The two steps as a bar, the current one announced. */
export function StepProgress({ step }: { step: 1 | 2 }) {
  return (
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
  );
}

/** Step 1: names, e-mail, phone and the password twice. */
export function DetailsStep({
  form,
  onSubmit,
}: {
  form: RegisterForms['details'];
  onSubmit: Submit;
}) {
  const errors = form.formState.errors as FieldErrors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Your details">
      {hasRequiredError(errors) ? <FormAlert>{REQUIRED_FIELDS}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" {...fieldMessage(errors, 'firstName')}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" {...fieldMessage(errors, 'lastName')}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" {...fieldMessage(errors, 'email')}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Phone" hint="10 digits, e.g. 9876543210" {...fieldMessage(errors, 'phone')}>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...form.register('phone')}
        />
      </FormField>
      <NewPasswordField
        label="Password"
        registration={form.register('password')}
        {...fieldMessage(errors, 'password')}
      />
      <ConfirmPasswordField
        label="Confirm password"
        registration={form.register('confirmPassword')}
        {...fieldMessage(errors, 'confirmPassword')}
      />
      <Button type="submit" className="w-full">
        Continue
      </Button>
    </form>
  );
}

/** Step 2: where the shop picks up and delivers; Register sends both steps. */
export function AddressStep({
  form,
  onSubmit,
  onBack,
}: {
  form: RegisterForms['address'];
  onSubmit: Submit;
  onBack: () => void;
}) {
  const errors = form.formState.errors as FieldErrors;
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Your address">
      {hasRequiredError(errors) ? <FormAlert>{REQUIRED_FIELDS}</FormAlert> : null}
      <FormField label="Street address" {...fieldMessage(errors, 'street')}>
        <Input autoComplete="street-address" {...form.register('street')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" {...fieldMessage(errors, 'city')}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <FormField label="State" {...fieldMessage(errors, 'state')}>
          <Input autoComplete="address-level1" {...form.register('state')} />
        </FormField>
      </div>
      <FormField label="Zip code" {...fieldMessage(errors, 'zipCode')}>
        <Input inputMode="numeric" autoComplete="postal-code" {...form.register('zipCode')} />
      </FormField>
      <div className="flex gap-3">
        <Button type="button" variant="outline" className="flex-1" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting ? 'Registering…' : 'Register'}
        </Button>
      </div>
    </form>
  );
}
