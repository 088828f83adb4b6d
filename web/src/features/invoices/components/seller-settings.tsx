import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { invoicesFr } from '@/features/invoices/fr';
import { useSeller } from '@/features/invoices/api/seller';
import { useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';
import { SellerForm } from './seller-form';

const t = invoicesFr;

function SellerSkeleton() {
  return (
    <SkeletonGroup className="grid gap-6">
      <Skeleton className="h-16 rounded-lg" />
      {[0, 1].map((i) => (
        <Card key={i} className="grid gap-4 p-5">
          <Skeleton className="h-5 w-48" />
          <SkeletonBars className="grid gap-4 sm:grid-cols-2" bars={['h-10', 'h-10', 'h-10', 'h-10']} />
        </Card>
      ))}
    </SkeletonGroup>
  );
}

/** 'Paramètres' › 'Facturation' (issue 21): the seller's identity printed on every invoice. */
export function SellerSettings() {
  const seller = useSeller();
  useLoadErrorToast(seller.isError, t.loadSellerError, 'seller-load-error');
  if (seller.isPending) return <SellerSkeleton />;
  if (seller.isError) return <LoadErrorState title={t.loadSellerError} onRetry={() => void seller.refetch()} />;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-zinc-600">{t.sellerDescription}</p>
      <SellerForm seller={seller.data} />
    </div>
  );
}
