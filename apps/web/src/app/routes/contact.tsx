import { BRAND } from '@freshfold/shared';
import { Headphones } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from '@/features/contact/components/contact-form';
import { OfficeMap } from '@/features/contact/components/office-map';
import { ReachUs } from '@/features/contact/components/reach-us';
import { useDocumentTitle } from '@/lib/use-document-title';

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
          <ReachUs />
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
