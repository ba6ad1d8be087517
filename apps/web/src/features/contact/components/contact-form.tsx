import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  ZContactForm,
  type TContactForm,
  type TContactMessageInput,
} from '@freshfold/shared';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-submit';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY_CONTACT_FORM: TContactForm = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};
const FIELDS = new Set<string>(Object.keys(EMPTY_CONTACT_FORM));

type Outcome = { sent: true } | { sent: false; message: string } | null;

function Required() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** Name, e-mail, phone (optional), subject and message, each with its message. */
function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<TContactForm>;
  errors: FieldErrors<TContactForm>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={
            <>
              Name
              <Required />
            </>
          }
          error={errors.name?.message}
        >
          <Input autoComplete="name" aria-required="true" {...register('name')} />
        </FormField>
        <FormField
          label={
            <>
              Email
              <Required />
            </>
          }
          error={errors.email?.message}
        >
          <Input type="email" autoComplete="email" aria-required="true" {...register('email')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={
            <>
              Phone <span className="font-normal text-muted">(optional)</span>
            </>
          }
          error={errors.phone?.message}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField
          label={
            <>
              Subject
              <Required />
            </>
          }
          error={errors.subject?.message}
        >
          <Input aria-required="true" {...register('subject')} />
        </FormField>
      </div>
      <FormField
        label={
          <>
            Message
            <Required />
          </>
        }
        error={errors.message?.message}
      >
        <Textarea rows={6} aria-required="true" {...register('message')} />
      </FormField>
    </>
  );
}

/**
 * The form and its sending: on success the form is cleared and the spec's text shown; a field
 * the server refuses is marked on that field; any other failure (too many messages, no network)
 * is said under the button, with what was typed kept.
 */
function useContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useSendContactMessage();
  const form = useForm<TContactForm, unknown, TContactMessageInput>({
    resolver: zodResolver(ZContactForm),
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const onSubmit = submitHandler(form.handleSubmit, async (values) => {
    setOutcome(null);
    try {
      await mutation.mutateAsync(values);
      form.reset(EMPTY_CONTACT_FORM);
      setOutcome({ sent: true });
    } catch (error) {
      if (error instanceof ApiError && error.field && FIELDS.has(error.field)) {
        form.setError(
          error.field as keyof TContactForm,
          { message: error.message },
          { shouldFocus: true },
        );
      } else {
        const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setOutcome({
          sent: false,
          message: clientError ? error.message : MESSAGES.contact.failed,
        });
      }
    }
  });
  return { form, onSubmit, outcome };
}

/** What became of the last message: sent (the spec's text) or why not. */
function ContactOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome?.sent ? (
          <p className="flex items-center gap-2 rounded-lg border border-success/30 bg-emerald-50 p-4 font-medium text-success">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {MESSAGES.contact.sent}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome && !outcome.sent ? (
          <p className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-danger">
            <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
            {outcome.message}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The contact form: the message goes to the shop, and the sender gets an acknowledgement. */
export function ContactForm() {
  const { form, onSubmit, outcome } = useContactForm();
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      <ContactFields register={form.register} errors={errors} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
        <p className="text-sm text-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
      </div>
      <ContactOutcome outcome={outcome} />
    </form>
  );
}
