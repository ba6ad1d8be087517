import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldsSaidAbove, FormInput, NameInputs } from '@/components/form-input';
import { RequiredFieldsForm } from '@/components/required-fields-form';
import { ConfirmPasswordField, NewPasswordField } from '@/components/password-fields';
import { fieldMessage } from '@/lib/required-fields';
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
  const field = fieldsSaidAbove(form);
  return (
    <RequiredFieldsForm form={form} onSubmit={onSubmit} label="Your details">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameInputs field={field} />
      </div>
      <FormInput {...field('email')} label="Email" type="email" autoComplete="email" />
      <FormInput
        {...field('phone')}
        label="Phone"
        hint="10 digits, e.g. 9876543210"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <PasswordFields form={form} />
      <Button type="submit" className="w-full">
        Continue
      </Button>
    </RequiredFieldsForm>
  );
}

/**
 * The password twice. Registered as they render, after the fields above them (each FormInput
 * registers its own), so that a refused step focuses the first field to fix in the page's order:
 * react-hook-form focuses the first invalid field in the order the fields were registered.
 */
function PasswordFields({ form }: { form: RegisterForms['details'] }) {
  const errors = form.formState.errors as FieldErrors;
  return (
    <>
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
    </>
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
  const { isSubmitting } = form.formState;
  const field = fieldsSaidAbove(form);
  return (
    <RequiredFieldsForm form={form} onSubmit={onSubmit} label="Your address">
      <FormInput {...field('street')} label="Street address" autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput {...field('city')} label="City" autoComplete="address-level2" />
        <FormInput {...field('state')} label="State" autoComplete="address-level1" />
      </div>
      <FormInput
        {...field('zipCode')}
        label="Zip code"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <div className="flex gap-3">
        <Button type="button" variant="outline" className="flex-1" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting ? 'Registering…' : 'Register'}
        </Button>
      </div>
    </RequiredFieldsForm>
  );
}
