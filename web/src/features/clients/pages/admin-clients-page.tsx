import type { AdminUser } from '@app/shared/users/admin-schemas';
import { UserPlus, Users } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { ListFooter } from '@/components/list-footer';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AccountDeleteDialog } from '@/components/account-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { NoSearchResults } from '@/components/no-search-results';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { ClientSearchInput } from '@/components/client-search-input';
import { Skeleton, SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { clientsFr } from '@/features/clients/fr';
import { useDeleteAccount } from '@/lib/account/account-mutations';
import { useAccountPages, useAccountSearch } from '@/lib/account/account-pages';
import { formatCount } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import { ClientCard } from '@/features/clients/components/client-card';
import { ClientFormDialog, type ClientDialogTarget } from '@/features/clients/components/client-form-dialog';
import { ClientLogoDialog } from '@/features/clients/components/client-logo-dialog';
import { clientTitle } from '@/features/clients/components/client-names';
import { useConfirmedDelete, useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';

const t = clientsFr;

// One column no wider than the screen on a phone (an implicit column grows to a card's widest content).
const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3';

function ClientsSkeleton() {
  return (
    <SkeletonGroup className={GRID}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-xl border border-zinc-200 bg-white">
          <div className="flex items-start gap-4 p-5">
            <Skeleton className="size-14 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <SkeletonBars className="flex justify-between gap-3" bars={['h-5 w-40', 'h-5 w-16 rounded-full']} />
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-48" />
            </div>
          </div>
          <Skeleton className="mx-5 h-14" />
          <SkeletonBars className="flex gap-6 p-5" bars={['h-4 w-32', 'h-4 w-36']} />
          <SkeletonBars
            className="flex justify-between border-t border-zinc-100 px-4 py-3"
            bars={['h-8 w-24', 'h-8 w-52']}
          />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** A dialog of another feature about one client (composed by app/), open while `client` is not null. */
export type ClientDialog = (client: { id: string; name: string } | null, onClose: () => void) => ReactNode;

/**
 * 'Clients' (spec §2): server search, 'Créer un client', a card per client (newest first, by
 * pages of 50 with 'Charger plus'), and the create, edit, logo and delete dialogs. With
 * `exportDialog` (issue 24), each card has 'Exporter les données'; with `historyDialog` (issue 22),
 * 'Historique'; with `creditsDialog` (issue 40), 'Crédits'.
 */
export function AdminClientsPage({
  exportDialog,
  historyDialog,
  creditsDialog,
}: {
  exportDialog?: ClientDialog;
  historyDialog?: ClientDialog;
  creditsDialog?: ClientDialog;
}) {
  const [search, setSearch] = useState('');
  const q = useAccountSearch(search);
  const pages = useAccountPages({ role: 'client', q });
  const query = pages.query;
  const removal = useConfirmedDelete(useDeleteAccount(), (client: AdminUser) => client.id, t, () => searchRef.current?.focus());
  const deleting = removal.target;
  const [dialog, setDialog] = useState<ClientDialogTarget | null>(null);
  const [logoOf, setLogoOf] = useState<AdminUser | null>(null);
  const [exportOf, setExportOf] = useState<AdminUser | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminUser | null>(null);
  const [creditsOf, setCreditsOf] = useState<AdminUser | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useLoadErrorToast(query.isError, t.loadError, 'clients-load-error');

  const clients = pages.accounts;
  let body: ReactNode;
  if (query.isPending) {
    body = <ClientsSkeleton />;
  } else if (!query.data) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  } else if (clients.length > 0) {
    body = (
      <>
        <ul
          aria-label={t.listLabel}
          aria-busy={pages.stale || undefined}
          className={cn(GRID, 'transition-opacity', pages.stale && 'opacity-60')}
        >
          {clients.map((client) => (
            <li key={client.id}>
              <ClientCard
                client={client}
                onEdit={(c) => setDialog({ mode: 'edit', client: c })}
                onLogo={setLogoOf}
                onDelete={removal.ask}
                onExport={exportDialog ? setExportOf : undefined}
                onHistory={historyDialog ? setHistoryOf : undefined}
                onCredits={creditsDialog ? setCreditsOf : undefined}
              />
            </li>
          ))}
        </ul>
        <ListFooter {...pages} texts={fr.accountPages} shown={clients.length} className="mt-6" />
      </>
    );
  } else if (pages.searchingMore || pages.hasMore) {
    body = <ListFooter {...pages} texts={fr.accountPages} shown={0} />;
  } else if (!pages.searching) {
    body = (
      <EmptyState
        icon={Users}
        title={t.empty}
        description={t.emptyHint}
        action={
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <UserPlus aria-hidden="true" />
            {t.create}
          </Button>
        }
      />
    );
  } else {
    body = <NoSearchResults title={t.noResults} description={t.noResultsHint} onClear={() => setSearch('')} />;
  }

  const showCount = query.data !== undefined && !pages.stale && !pages.searchingMore && clients.length > 0;
  return (
    <>
      <PageHeader
        title={fr.pages.adminClients}
        description={t.description}
        actions={
          <>
            {showCount ? (
              <Badge variant="secondary" aria-live="polite">
                {t.count(formatCount(clients.length), pages.hasMore)}
              </Badge>
            ) : null}
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <UserPlus aria-hidden="true" />
              {t.create}
            </Button>
          </>
        }
      />
      <ClientSearchInput
        ref={searchRef}
        wrapperClassName="mb-6"
        value={search}
        onSearch={setSearch}
        placeholder={t.searchPlaceholder}
        className="h-11 bg-white"
      />
      {body}
      <ClientFormDialog target={dialog} onClose={() => setDialog(null)} />
      <ClientLogoDialog client={logoOf} onClose={() => setLogoOf(null)} />
      {exportDialog?.(exportOf && { id: exportOf.id, name: clientTitle(exportOf) }, () => setExportOf(null))}
      {historyDialog?.(historyOf && { id: historyOf.id, name: clientTitle(historyOf) }, () => setHistoryOf(null))}
      {creditsDialog?.(creditsOf && { id: creditsOf.id, name: clientTitle(creditsOf) }, () => setCreditsOf(null))}
      {/* Spec §5: a confirmation before the delete. */}
      <AccountDeleteDialog dialog={removal.dialog} texts={t} name={deleting ? clientTitle(deleting) : null} />
    </>
  );
}
