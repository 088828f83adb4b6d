import type { CreditPack } from '@app/shared/credits/schemas';
import { CircleCheck, CreditCard, Landmark, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditPacks, useMyBilling, useMyLedger, useStartCheckout } from '@/features/credits/api/credits';
import { LedgerList } from '@/features/credits/components/ledger-list';
import { ThresholdForm } from '@/features/credits/components/threshold-form';
import { creditsFr as t } from '@/features/credits/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatCredits, formatEuroHt } from '@/lib/format/format';
import { toast } from '@/lib/toast/toast';

/** One pack on sale, with its two ways to pay (Stripe Checkout opens in place of the portal). */
function PackCard({ pack }: { pack: CreditPack }) {
  const checkout = useStartCheckout();
  const pay = (method: 'card' | 'sepa_debit') =>
    checkout.mutate(
      { pack_id: pack.id, method },
      {
        onSuccess: ({ url }) => {
          toast.info(t.redirecting);
          window.location.assign(url);
        },
        onError: (error) => toast.error(getErrorDetail(error) ?? t.loadError),
      },
    );
  const busy = checkout.isPending ? checkout.variables?.method : undefined;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <div>
          <p className="font-semibold break-words text-zinc-900">{pack.name}</p>
          <p className="text-2xl font-semibold text-zinc-900 tabular-nums">{formatCredits(pack.credits)}</p>
          <p className="text-sm text-zinc-600">
            {formatEuroHt(pack.price)}
            {pack.bonus > 0 ? ` · ${t.packBonus(formatCredits(pack.bonus))}` : ''}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <BusyButton
            size="sm"
            busy={busy === 'card'}
            disabled={checkout.isPending}
            icon={<CreditCard aria-hidden="true" />}
            aria-label={t.payLabel(pack.name, t.payByCard)}
            onClick={() => pay('card')}
          >
            {t.payByCard}
          </BusyButton>
          <BusyButton
            size="sm"
            variant="outline"
            busy={busy === 'sepa_debit'}
            disabled={checkout.isPending}
            icon={<Landmark aria-hidden="true" />}
            aria-label={t.payLabel(pack.name, t.payBySepa)}
            onClick={() => pay('sepa_debit')}
          >
            {t.payBySepa}
          </BusyButton>
        </div>
      </Card>
    </li>
  );
}

function Packs() {
  const packs = useCreditPacks();
  if (packs.isPending) return <Skeleton className="h-32" />;
  if (!packs.data) return <LoadErrorState title={t.loadError} onRetry={() => void packs.refetch()} />;
  if (packs.data.length === 0) return <p className="text-sm text-zinc-600">{t.packsEmpty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {packs.data.map((pack) => (
        <PackCard key={pack.id} pack={pack} />
      ))}
    </ul>
  );
}

/** « Mes crédits » (issue 40): the balance, the packs on sale, the movements. */
export function CreditsPage() {
  const billing = useMyBilling();
  const ledger = useMyLedger();
  const [params] = useSearchParams();
  const header = <PageHeader title={t.page} description={t.description} />;
  if (billing.isPending) {
    return (
      <>
        {header}
        <Skeleton className="h-28" />
      </>
    );
  }
  if (!billing.data) {
    return (
      <>
        {header}
        <LoadErrorState title={t.loadError} onRetry={() => void billing.refetch()} />
      </>
    );
  }
  const { mode, balance, overdraft, low_balance_threshold } = billing.data;
  return (
    <>
      {header}
      <div className="grid gap-6">
        {params.get('paiement') === 'ok' ? (
          <p role="status" className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {t.paid}
          </p>
        ) : null}
        <Card className="flex flex-wrap items-end justify-between gap-4 p-5">
          <div>
            <p className="text-sm text-zinc-600">{t.balance}</p>
            <p className="text-3xl font-semibold text-zinc-900 tabular-nums">{formatCredits(balance)}</p>
            <p className="text-xs text-zinc-500">{t.balanceHint}</p>
          </div>
          {overdraft > 0 ? <p className="text-sm text-zinc-600">{t.overdraft(formatCredits(overdraft))}</p> : null}
          {mode === 'prepaid' ? <ThresholdForm threshold={low_balance_threshold} /> : null}
        </Card>
        {mode === 'prepaid' ? (
          <SectionCard title={t.packs} hint={t.balanceHint} icon={Wallet}>
            <div className="p-5">
              <Packs />
            </div>
          </SectionCard>
        ) : (
          <EmptyState icon={Wallet} title={t.postpaidTitle} description={t.postpaidHint} />
        )}
        <section aria-labelledby="credits-history" className="grid gap-3">
          <h2 id="credits-history" className="text-base font-semibold text-zinc-900">
            {t.history}
          </h2>
          <LedgerList pages={ledger} />
        </section>
      </div>
    </>
  );
}
