import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@freshfold/shared';
import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { EMPTY_CONTACT_FORM, simulateSend, ZContactForm, type TContactForm } from '../contact-form';

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

/** The contact form; sending is simulated (the spec: no request leaves the browser). */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TContactForm>({
    resolver: zodResolver(ZContactForm),
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const onSubmit = async () => {
    setSent(false);
    await simulateSend();
    reset(EMPTY_CONTACT_FORM);
    setSent(true);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      <ContactFields register={register} errors={errors} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
        <p className="text-sm text-muted">
          Fields marked <span className="text-danger">*</span> are required.
        </p>
      </div>
      <div role="status" aria-live="polite">
        {sent ? (
          <p className="flex items-center gap-2 rounded-lg border border-success/30 bg-emerald-50 p-4 font-medium text-success">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {MESSAGES.contact.sent}
          </p>
        ) : null}
      </div>
    </form>
  );
}
