import type { Partner } from '@app/shared/partners/schemas';
import { Handshake, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { partnersFr } from '@/features/partners/fr';
import { useDeletePartner } from '@/features/partners/api/delete-partner';
import { usePartners } from '@/features/partners/api/get-partners';
import { PartnerCard } from '@/features/partners/components/partner-card';
import { PartnerDialog, type PartnerDialogTarget } from '@/features/partners/components/partner-dialog';
import { useConfirmedDelete, useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';

const t = partnersFr;

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function PartnersSkeleton() {
  return (
    <SkeletonGroup className={GRID}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="overflow-hidden">
          <Skeleton className="h-32 rounded-none" />
          <SkeletonBars className="grid gap-2 p-4" bars={['h-5 w-2/3', 'h-5 w-24 rounded-full', 'mt-2 h-8']} />
        </Card>
      ))}
    </SkeletonGroup>
  );
}

/** Partners (spec §2): card grid, 'Ajouter', and per card 'Modifier' and 'Supprimer'. */
export function AdminPartnersPage() {
  const partners = usePartners();
  const removal = useConfirmedDelete(useDeletePartner(), (partner: Partner) => partner.id, t);
  const deleting = removal.target;
  const [dialog, setDialog] = useState<PartnerDialogTarget | null>(null);
  useLoadErrorToast(partners.isError, t.loadError, 'partners-load-error');

  const addButton = (
    <Button onClick={() => setDialog({ mode: 'add' })}>
      <Plus aria-hidden="true" />
      {t.add}
    </Button>
  );

  let body;
  if (partners.isPending) {
    body = <PartnersSkeleton />;
  } else if (partners.isError && !partners.data) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void partners.refetch()} />;
  } else if (partners.data.length === 0) {
    body = <EmptyState icon={Handshake} title={t.empty} description={t.emptyHint} />;
  } else {
    body = (
      <ul className={GRID} aria-label={fr.pages.adminPartners}>
        {partners.data.map((partner) => (
          <li key={partner.id}>
            <PartnerCard
              partner={partner}
              onEdit={(p) => setDialog({ mode: 'edit', partner: p })}
              onDelete={removal.ask}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={fr.pages.adminPartners} description={t.description} actions={addButton} />
      {body}
      <PartnerDialog target={dialog} onClose={() => setDialog(null)} />
      {/* Spec §5: a confirmation before the delete. */}
      <ConfirmDialog
        {...removal.dialog}
        title={t.deleteTitle}
        description={
          <>
            <p>{t.deleteText}</p>
            {deleting ? <p className="mt-2 text-zinc-500">{t.deleteDetail(deleting.name)}</p> : null}
          </>
        }
        confirmLabel={fr.common.delete}
        busyLabel={t.deleting}
      />
    </>
  );
}
