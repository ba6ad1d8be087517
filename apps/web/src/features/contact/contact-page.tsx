import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND, formatAddress, MESSAGES } from '@freshfold/shared';
import { CheckCircle2, Clock, Headphones, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OfficeMap } from './components/office-map';
import { EMPTY_CONTACT_FORM, simulateSend, ZContactForm, type TContactForm } from './contact-form';

function Required() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function ContactForm() {
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

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-muted">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  useDocumentTitle(
    'Contact us',
    `Write to or call ${BRAND.name} in ${BRAND.address.city}: office address, phone, e-mail and opening hours.`,
  );
  return (
    <>
      <PageHeader
        title="Contact Us"
        subtitle="Questions about an order, a stubborn stain or a bulk pickup? We are happy to help."
      />
      <Container className="grid items-start gap-8 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle id="contact-form-heading" className="text-xl text-brand-900">
              Send us a message
            </CardTitle>
            <p className="mt-1 text-sm text-muted">We reply within one working day.</p>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-xl text-brand-900">Visit or reach us</CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <InfoRow icon={<MapPin className="h-5 w-5" aria-hidden="true" />} title="Office">
                <address className="not-italic">{formatAddress()}</address>
              </InfoRow>
              <InfoRow icon={<Phone className="h-5 w-5" aria-hidden="true" />} title="Phone">
                <a
                  href={`tel:${BRAND.phone.replace(/\s/g, '')}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {BRAND.phone}
                </a>
              </InfoRow>
              <InfoRow icon={<Mail className="h-5 w-5" aria-hidden="true" />} title="Email">
                <a
                  href={`mailto:${BRAND.email}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {BRAND.email}
                </a>
              </InfoRow>
              <InfoRow
                icon={<Clock className="h-5 w-5" aria-hidden="true" />}
                title="Business hours"
              >
                <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                  {BRAND.hours.map((row) => (
                    <div key={row.days} className="contents">
                      <dt>{row.days}</dt>
                      <dd className="mb-1 font-medium text-ink sm:mb-0">{row.time}</dd>
                    </div>
                  ))}
                </dl>
              </InfoRow>
            </CardContent>
          </Card>
          <div className="flex gap-4 rounded-card border border-accent-300 bg-accent-100 p-5">
            <Headphones className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
            <div className="text-sm leading-relaxed text-brand-950">
              <h2 className="font-semibold">Customer support</h2>
              <p className="mt-1">
                For an existing order, mention your order number so we can help faster. Issues with
                a cleaned garment should reach us within 7 days of delivery: we will re-clean it
                free of charge or make it right under our refund policy.
              </p>
            </div>
          </div>
          <section aria-labelledby="map-heading">
            <h2 id="map-heading" className="sr-only">
              Map
            </h2>
            <OfficeMap />
          </section>
        </div>
      </Container>
    </>
  );
}
