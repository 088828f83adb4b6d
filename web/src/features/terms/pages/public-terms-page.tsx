import { ScrollText } from 'lucide-react';
import { PublicDocumentLayout } from '@/components/public-document-layout';
import { TermsDocument } from '@/components/terms-document';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { termsFr } from '@/features/terms/fr';
import { usePublicTerms } from '@/lib/terms/public-terms';

const t = termsFr;

/** '/conditions': the terms, public, so that a visitor reads what registration asks it to accept. */
export function PublicTermsPage() {
  const terms = usePublicTerms();
  const text = terms.data?.terms_and_conditions ?? '';
  let body;
  if (terms.isPending)
    body = (
      <SkeletonGroup>
        <SkeletonBars className="grid gap-3" bars={['h-6 w-1/3', 'h-4', 'h-4', 'h-4 w-5/6', 'mt-4 h-6 w-1/4', 'h-4']} />
      </SkeletonGroup>
    );
  else if (terms.isError) body = <LoadErrorState title={t.loadError} onRetry={() => void terms.refetch()} />;
  else if (text.trim() === '') body = <EmptyState icon={ScrollText} title={t.empty} description={t.emptyHint} />;
  else
    body = (
      <article>
        <TermsDocument text={text} idPrefix="public-terms" className="max-w-3xl" />
      </article>
    );
  return <PublicDocumentLayout title={t.publicTitle}>{body}</PublicDocumentLayout>;
}
