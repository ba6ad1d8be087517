import { BRAND, formatAddress } from '@freshfold/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalDocument, type LegalSection } from '@/features/legal/legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: your name, e-mail address, phone number and postal
          address, and a securely hashed password.
        </li>
        <li>
          <strong>Orders</strong>: the items you order, pickup and delivery dates and times,
          vouchers used, amounts and order status.
        </li>
        <li>
          <strong>Location</strong>: when you place an order, the location your device reports, so
          our driver finds your door. We ask your browser first; you can refuse.
        </li>
        <li>
          <strong>Messages</strong>: what you send us through the contact form, e-mail or phone.
        </li>
        <li>
          <strong>Referrals</strong>: who referred you, and whom you referred, so we can give the
          right rewards.
        </li>
      </ul>
    ),
  },
  {
    title: 'How we use it',
    body: (
      <ul>
        <li>To pick up, clean and deliver your orders, and to contact you about them.</li>
        <li>To manage your account, vouchers, referral rewards and loyalty points.</li>
        <li>To answer your questions and handle refund requests.</li>
        <li>To keep our service secure and prevent fraud.</li>
      </ul>
    ),
  },
  {
    title: 'Stored in your browser',
    body: (
      <p>
        We keep a few things in your browser&apos;s local storage: your sign-in session, your cart
        and whether you have seen our welcome offer. We do not use advertising or third-party
        tracking cookies. Signing out removes your session from the browser.
      </p>
    ),
  },
  {
    title: 'Sharing',
    body: (
      <p>
        We do not sell your personal data. We share it only with the people who deliver our service
        (for example, our pickup and delivery staff and payment providers), and with authorities
        when the law requires it.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <p>
        We keep account and order records while your account is open and for as long as tax and
        accounting laws require afterwards. Contact messages are kept only as long as needed to
        answer them.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        Under India&apos;s Digital Personal Data Protection Act, 2023, you may ask to see, correct
        or erase your personal data, and withdraw consent you have given. You can update your
        profile at any time; for anything else, write to us and we will respond within 30 days.
      </p>
    ),
  },
  {
    title: 'Contact',
    body: (
      <p>
        For privacy questions, write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or to{' '}
        {BRAND.name}, {formatAddress()}.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  useDocumentTitle(
    'Privacy policy',
    `What personal data ${BRAND.name} collects, why, how long it is kept and the rights you have.`,
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      currentPath="/privacypolicy"
      intro={
        <p>
          Your clothes are not the only thing you trust us with. This policy explains what personal
          data {BRAND.name} collects, how we use it and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
