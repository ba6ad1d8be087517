import { BRAND } from '@freshfold/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalDocument, type LegalSection } from '@/features/legal/legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'About these terms',
    body: (
      <p>
        These terms apply to every order you place with {BRAND.name}, on this website or otherwise.
        By placing an order you accept them. If you do not agree, please do not use our services.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <ul>
        <li>Keep your account details accurate, including your phone number and address.</li>
        <li>
          Keep your password to yourself. You are responsible for orders placed from your account.
        </li>
        <li>
          You may browse, build a cart and choose a pickup time as a guest, but you must sign in to
          place an order.
        </li>
      </ul>
    ),
  },
  {
    title: 'Orders, pickup and delivery',
    body: (
      <ul>
        <li>
          Pickups can be booked from today up to 30 days ahead, in the time slots shown when you
          order. Please have your items ready and packed when we arrive.
        </li>
        <li>
          Empty all pockets. We are not responsible for money, jewellery or other items left in
          garments.
        </li>
        <li>
          Tell us about stains, delicate fabrics or special care when you hand items over. We follow
          the care label; where a garment has none, we choose the safest treatment.
        </li>
        <li>
          Same-day and next-day turnaround depends on the items and the time of pickup; we will tell
          you if an item needs longer.
        </li>
      </ul>
    ),
  },
  {
    title: 'Prices and payment',
    body: (
      <ul>
        <li>Prices are per piece, in Indian rupees (₹), and include pickup and delivery.</li>
        <li>
          <strong>Prices may change without notice.</strong> The price that applies is the one shown
          when you place your order.
        </li>
        <li>
          <strong>Payment is due in full before delivery or pickup</strong>, as the order requires.
        </li>
      </ul>
    ),
  },
  {
    title: 'Vouchers and referrals',
    body: (
      <ul>
        <li>
          A voucher applies only while it is active and unexpired, and only if the order reaches its
          minimum value. Welcome offers are for a customer&apos;s first order only.
        </li>
        <li>
          A referred customer&apos;s first order gets 20% off. A voucher on the same order does not
          add to it: the larger of the two discounts applies.
        </li>
        <li>
          The referrer earns 100 loyalty points once, when the referred customer&apos;s first order
          is completed; a cancelled order earns nothing and does not count as a first order.
          Vouchers and points have no cash value.
        </li>
      </ul>
    ),
  },
  {
    title: 'Care, liability and refunds',
    body: (
      <p>
        We handle every item with professional care. If an item is damaged or lost through our
        negligence, our liability and the refunds we give are set out in our{' '}
        <Link to="/refundpolicy">Refund Policy</Link>. Items not collected within 30 days of being
        ready may be disposed of or donated.
      </p>
    ),
  },
  {
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are <strong>governed by the laws of India</strong>. Any dispute arising from
        them or from our services is subject to the exclusive jurisdiction of the{' '}
        <strong>courts of Mumbai</strong>.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The version published on this page when you
        place an order is the one that applies to it.
      </p>
    ),
  },
];

export function TermsPage() {
  useDocumentTitle(
    'Terms and conditions',
    `The terms for ordering from ${BRAND.name}: orders and pickup, prices and payment, vouchers, liability and governing law.`,
  );
  return (
    <LegalDocument
      title="Terms & Conditions"
      currentPath="/termsandconditions"
      intro={
        <p>
          Plain terms for a simple service: you hand us your clothes, we clean them with care and
          bring them back. Here is what we both agree to.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
