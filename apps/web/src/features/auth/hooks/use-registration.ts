import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  ZRegisterStep1,
  ZRegisterStep2,
  type TRegisterStep1,
  type TRegisterStep2,
} from '@freshfold/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { refusingGuessedPasswords } from '@/lib/common-password';
import { submitHandler } from '@/lib/form-submit';
import { useSession } from '@/lib/session';
import { useRegister } from '../api/register';

const STEP1_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'];

/** Two forms that stay mounted across steps, so Back and Continue keep what was typed. */
function useRegisterForms() {
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
  return { details, address };
}

export type RegisterForms = ReturnType<typeof useRegisterForms>;

type DetailsField = keyof TRegisterStep1;

/**
 * Where a refused registration is shown: beside the field the server names (back on step 1,
 * focused there, for the details), else in a toast.
 */
function showRegisterFailure(
  error: unknown,
  forms: RegisterForms,
  backToDetails: (field: DetailsField) => void,
) {
  if (error instanceof ApiError && error.status === 409) {
    // The e-mail is the thing to change: show the reason beside it.
    backToDetails('email');
    forms.details.setError('email', { message: error.message });
  } else if (error instanceof ApiError && error.field && STEP1_FIELDS.includes(error.field)) {
    const field = error.field as DetailsField;
    backToDetails(field);
    forms.details.setError(field, { message: error.message });
  } else if (error instanceof ApiError && error.field) {
    forms.address.setError(error.field as keyof TRegisterStep2, { message: error.message });
  } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    toast.error(error.message || MESSAGES.account.registrationFailed);
  } else {
    toast.error(MESSAGES.account.registrationError);
  }
}

/**
 * Registration in two steps: the details (checked, then Continue), then the address, which
 * registers, signs the new customer in and goes home. `?ref=` names who referred them.
 */
export function useRegistration() {
  const [step, setStep] = useState<1 | 2>(1);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const registerMutation = useRegister();
  const forms = useRegisterForms();
  // The field of step 1 to focus on the way back from step 2: its input is not mounted until
  // step 1 has rendered, so it is focused then (`setError`'s own focus would find nothing).
  const [focusOnDetails, setFocusOnDetails] = useState<DetailsField | null>(null);
  const { setFocus } = forms.details;
  useEffect(() => {
    if (step !== 1 || !focusOnDetails) return;
    setFocus(focusOnDetails);
    setFocusOnDetails(null);
  }, [step, focusOnDetails, setFocus]);

  const onContinue = submitHandler(forms.details.handleSubmit, () => setStep(2));

  const onRegister = submitHandler(forms.address.handleSubmit, async (place) => {
    const person = forms.details.getValues();
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
      showRegisterFailure(error, forms, (field) => {
        setStep(1);
        setFocusOnDetails(field);
      });
    }
  });

  return { step, back: () => setStep(1), forms, onContinue, onRegister };
}
