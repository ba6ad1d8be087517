import { BRAND } from '@freshfold/shared';
import type { ReactNode } from 'react';
import { LinkList } from '@/components/link-list';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { POLICY_LINKS } from './policies';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** The date the policies were last reviewed; change it whenever their text changes. */
export const POLICIES_UPDATED = '1 April 2025';

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The table of contents, and the other policies beside it. */
function LegalContents({
  sections,
  currentPath,
}: {
  sections: LegalSection[];
  currentPath: string;
}) {
  return (
    <aside className="lg:sticky lg:top-24 lg:self-start">
      <nav aria-label="On this page" className="rounded-card border border-line bg-surface p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">On this page</h2>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#${slug(section.title)}`}
                className="rounded text-brand-700 hover:text-brand-900 hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <nav aria-label="Other policies" className="mt-4 px-1 text-sm">
        <LinkList
          links={POLICY_LINKS.filter((policy) => policy.to !== currentPath)}
          className="space-y-2"
          linkClassName="text-muted hover:text-brand-800 hover:underline"
        />
      </nav>
    </aside>
  );
}

/** Where to ask about a policy: the shop's e-mail and phone. */
function LegalContact() {
  return (
    <p className="mt-12 border-t border-line pt-6 text-sm text-muted">
      Questions about this page? Write to{' '}
      <a href={`mailto:${BRAND.email}`} className="font-medium text-brand-700 underline">
        {BRAND.email}
      </a>{' '}
      or call{' '}
      <a
        href={`tel:${BRAND.phone.replace(/\s/g, '')}`}
        className="font-medium text-brand-700 underline"
      >
        {BRAND.phone}
      </a>
      .
    </p>
  );
}

/**
 * The shared shape of the policy pages: a readable column of numbered sections with a table
 * of contents, so a customer can find the one rule they came for.
 */
export function LegalDocument({
  title,
  intro,
  sections,
  currentPath,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  currentPath: string;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={`Last updated ${POLICIES_UPDATED}`} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <LegalContents sections={sections} currentPath={currentPath} />
        <article className="max-w-3xl rounded-card border border-line bg-surface p-6 shadow-sm sm:p-10">
          <div className="leading-relaxed text-ink sm:text-lg">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.title}
              id={slug(section.title)}
              aria-labelledby={`${slug(section.title)}-heading`}
              className="mt-10 scroll-mt-24"
            >
              <h2
                id={`${slug(section.title)}-heading`}
                className="text-xl font-semibold text-brand-900"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:pl-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
          <LegalContact />
        </article>
      </Container>
    </>
  );
}
