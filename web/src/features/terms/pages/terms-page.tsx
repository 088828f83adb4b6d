import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { TermsDocument, termsHeadingId } from '@/components/terms-document';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { termsFr } from '@/features/terms/fr';
import { useSettings } from '@/lib/account/app-settings';
import { parseTerms, termsHeadings } from '@/lib/format/terms-format';

const t = termsFr;
const ID_PREFIX = 'terms';

function TermsSkeleton() {
  return (
    <Card className="p-6 sm:p-8">
      <SkeletonGroup>
        <SkeletonBars
          className="grid gap-3"
          bars={['h-6 w-1/3', 'h-4', 'h-4', 'h-4 w-5/6', 'mt-4 h-6 w-1/4', 'h-4', 'h-4 w-2/3']}
        />
      </SkeletonGroup>
    </Card>
  );
}

/** A table of contents of the headings, beside the text on wide screens. */
function Contents({ headings }: { headings: { index: number; text: string }[] }) {
  return (
    <nav aria-label={t.contents} className="sticky top-24 hidden lg:block">
      <p className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{t.contents}</p>
      <ul className="grid gap-0.5 border-l border-zinc-200">
        {headings.map((heading) => (
          <li key={heading.index}>
            <a
              href={`#${termsHeadingId(ID_PREFIX, heading.index)}`}
              className="-ml-px block border-l border-transparent py-1 pl-3 text-sm text-zinc-600 outline-none hover:border-zinc-400 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Conditions & infos' (spec §2): the terms text of the settings, formatted by its line rules. */
export function TermsPage() {
  const settings = useSettings();
  const text = settings.data?.terms_and_conditions ?? '';
  const headings = useMemo(() => termsHeadings(parseTerms(text)), [text]);

  let body;
  if (settings.isPending) {
    body = <TermsSkeleton />;
  } else if (settings.isError) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void settings.refetch()} />;
  } else if (text.trim() === '') {
    body = <EmptyState icon={ScrollText} title={t.empty} description={t.emptyHint} />;
  } else {
    const withContents = headings.length >= 2;
    body = (
      <div className={withContents ? 'grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_14rem]' : undefined}>
        <Card className="p-6 sm:p-8">
          <article>
            <TermsDocument text={text} idPrefix={ID_PREFIX} className="max-w-3xl" />
          </article>
        </Card>
        {withContents ? <Contents headings={headings} /> : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={fr.pages.terms} description={t.description} />
      {body}
    </>
  );
}
