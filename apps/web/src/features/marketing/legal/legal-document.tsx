// The reading layout shared by the privacy, terms and cookie pages: a title block, an
// "On this page" index and numbered sections with linkable headings.
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container';

export interface LegalSection {
  /** Becomes the heading's anchor, e.g. /privacy#your-rights. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date, e.g. '2026-11-22'. */
  lastUpdated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}

const lastUpdatedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// Long-form text styles without a typography plugin: comfortable line height, visible links, real lists.
const proseStyles = [
  'space-y-4 text-base leading-7 text-slate-700',
  '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-foreground',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover',
  '[&_strong]:font-bold [&_strong]:text-foreground',
].join(' ');

export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <PageContainer>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm font-semibold text-muted-foreground">
          Last updated <time dateTime={lastUpdated}>{lastUpdatedFormat.format(new Date(lastUpdated))}</time>
        </p>
        <div className="mt-6 rounded-xl border border-sky-200 bg-primary-soft p-5 text-base leading-7 text-slate-800 sm:p-6 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
          {summary}
        </div>
      </header>

      {/* minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page on a phone. */}
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="legal-contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents-heading"
            className="text-sm font-bold tracking-wide text-muted-foreground uppercase"
          >
            On this page
          </h2>
          <ol className="mt-3 space-y-1 border-l-2 border-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-0.5 block border-l-2 border-transparent py-1 pl-3 text-slate-700 hover:border-primary hover:text-primary"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-prose min-w-0 space-y-12 [overflow-wrap:anywhere]">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-foreground">
                <span className="mr-2 text-primary">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={`mt-4 ${proseStyles}`}>{section.content}</div>
            </section>
          ))}
        </article>
      </div>
    </PageContainer>
  );
}
