import { BRAND } from '@freshfold/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalDocument, type LegalSection } from '@/features/legal/legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'When we refund',
    body: (
      <>
        <p>We refund an order, fully or in part, only when:</p>
        <ul>
          <li>
            <strong>a service was not rendered</strong>: you paid for a service we did not carry
            out; or
          </li>
          <li>
            <strong>an item was damaged or lost through our negligence</strong> while in our care.
          </li>
        </ul>
        <p>
          If you are unhappy with how a garment was cleaned, tell us first: under our 100%
          satisfaction promise we re-clean it free of charge, and refund it if a re-clean does not
          put it right.
        </p>
      </>
    ),
  },
  {
    title: 'How to request a refund',
    body: (
      <>
        <ul>
          <li>
            Make your request <strong>within 7 days of the order&apos;s completion</strong> (the day
            the order was delivered back to you).
          </li>
          <li>
            Include <strong>proof of purchase</strong>: your order number, or the order confirmation
            from your account.
          </li>
          <li>
            Tell us which items are affected and what went wrong; photos of any damage help us
            decide quickly.
          </li>
        </ul>
        <p>
          Send your request through our <Link to="/contact">contact page</Link>, by e-mail to{' '}
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or by phone on {BRAND.phone}.
        </p>
      </>
    ),
  },
  {
    title: 'What is not refundable',
    body: (
      <ul>
        <li>
          <strong>Services already rendered</strong> as ordered, including when a stain or wear
          could not be removed despite proper treatment.
        </li>
        <li>
          <strong>Damage caused by customer misuse</strong>, or by a garment&apos;s condition,
          labelling or materials that we could not reasonably have known about.
        </li>
        <li>
          <strong>Items not collected within 30 days</strong> of the order being ready, when
          delivery could not be completed or the items were left for collection.
        </li>
        <li>Requests made more than 7 days after the order was completed.</li>
      </ul>
    ),
  },
  {
    title: 'How refunds are paid',
    body: (
      <p>
        Once we approve a refund we tell you the amount. Approved refunds are credited to the{' '}
        <strong>original payment method within 7-10 business days</strong>. Your bank or card issuer
        may take a little longer to show the credit on your statement.
      </p>
    ),
  },
  {
    title: 'Vouchers and discounts',
    body: (
      <p>
        A refund covers the amount you actually paid for the affected items, after any voucher or
        referral discount. Vouchers and loyalty points are not exchangeable for cash.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  useDocumentTitle(
    'Refund policy',
    `When and how ${BRAND.name} refunds an order: a 7-day request window, what is not refundable and payout in 7-10 business days.`,
  );
  return (
    <LegalDocument
      title="Refund Policy"
      currentPath="/refundpolicy"
      intro={
        <p>
          We take great care of every garment, and when something goes wrong we want to make it
          right. This policy explains when {BRAND.name} gives refunds and how to ask for one.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
