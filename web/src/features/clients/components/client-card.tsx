import { parseAmount } from '@app/shared/pricing/amount';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import type { AccountStatus } from '@app/shared/users/schemas';
import { ArrowRight, CalendarDays, Clock, FileArchive, History, ImageUp, Mail, Phone, ShieldAlert, UserCheck, UserX, Wallet } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { LogoImage } from '@/components/logo-image';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { DeleteButton, EditButton } from '@/components/ui/card-actions';
import { IconButton } from '@/components/ui/icon-button';
import { clientsFr } from '@/features/clients/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { logoSources } from '@/lib/api/logo-sources';
import { formatCount, formatDate, formatEuro, formatEuroTtc } from '@/lib/format/format';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useSetClientStatus } from '@/features/clients/api/set-client-status';
import { clientTitle, personName } from './client-names';
import { EndSessionsButton } from './end-sessions-button';

const t = clientsFr;

const statusBadge: Record<AccountStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  approved: 'success',
  disabled: 'secondary',
};

/** Spec §4: 'Activer' for a pending or disabled account, 'Désactiver' for an active one. */
const nextStatus = (status: AccountStatus): AccountStatus => (status === 'approved' ? 'disabled' : 'approved');

function Stat({ label, value, tone, note }: { label: string; value: string; tone?: 'warning' | 'muted'; note?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 px-2.5 py-2.5 sm:px-4">
      <dt className="text-xs break-words text-zinc-500">{label}</dt>
      <dd
        className={cn(
          'text-sm font-semibold break-words tabular-nums sm:text-base',
          tone === 'warning' ? 'text-amber-700' : tone === 'muted' ? 'text-zinc-500' : 'text-zinc-900',
        )}
      >
        {value}
      </dd>
      {note ? <dd className="text-xs text-zinc-500">{note}</dd> : null}
    </div>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm text-zinc-700">
      <span aria-hidden="true" className="text-zinc-400 [&_svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

export interface ClientCardProps {
  client: AdminUser;
  onEdit: (client: AdminUser) => void;
  onLogo: (client: AdminUser) => void;
  onDelete: (client: AdminUser) => void;
  /** 'Exporter les données' (issue 24): shown when the page can open the exports. */
  onExport?: (client: AdminUser) => void;
  /** 'Historique' (issue 22): shown when the page can open the client's audit entries. */
  onHistory?: (client: AdminUser) => void;
  /** 'Crédits' (issue 40): the client's billing mode, balance and movements. */
  onCredits?: (client: AdminUser) => void;
}

/**
 * A client (spec §2 'Clients'): logo, company and person, status badge, balance due, orders and
 * unpaid orders, phone, registration date; 'Activer' / 'Désactiver', 'Logo', 'Modifier', 'Supprimer'.
 */
export function ClientCard({ client, onEdit, onLogo, onDelete, onExport, onHistory, onCredits }: ClientCardProps) {
  const titleId = useId();
  const statusMutation = useSetClientStatus();
  const title = clientTitle(client);
  const person = personName(client);
  const pending = client.status === 'pending';
  const target = nextStatus(client.status);
  // The carried-over balance ('solde', '150,50€'), already counted in balance_due.
  const carriedOver = parseAmount(client.solde) || 0;

  const changeStatus = () => {
    statusMutation.mutate(
      { clientId: client.id, status: target },
      {
        onSuccess: () => toast.success(t.statusUpdated),
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.updateError),
      },
    );
  };

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-white text-zinc-900 shadow-xs transition-shadow hover:shadow-md',
        pending ? 'border-amber-300' : 'border-zinc-200',
      )}
    >
      {pending ? (
        <p className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
          <Clock aria-hidden="true" className="size-3.5" />
          {t.pendingNotice}
        </p>
      ) : null}
      {client.erasureRequestedAt ? (
        <p className="flex items-center gap-2 border-b border-red-200 bg-red-50 px-5 py-2 text-xs font-medium text-red-800">
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          {t.erasureRequested(formatDate(client.erasureRequestedAt))}
        </p>
      ) : null}
      <div className="flex items-start gap-4 p-5 pb-4">
        <LogoImage
          source={client.has_logo ? logoSources.client(client.id) : null}
          name={title}
          alt={t.logoLabel(title)}
          className={cn(
            'size-14 shrink-0 rounded-lg border border-zinc-200',
            client.status === 'disabled' && 'opacity-60 grayscale',
          )}
          imageClassName="p-1"
        />
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h2 id={titleId} className="min-w-0 text-base leading-snug font-semibold break-words text-zinc-900">
              {title}
            </h2>
            <Badge variant={statusBadge[client.status]} className="mt-0.5">
              {t.statusLabels[client.status]}
            </Badge>
          </div>
          {person !== title ? <p className="text-sm break-words text-zinc-700">{person}</p> : null}
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-zinc-500">
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{client.email}</span>
          </p>
        </div>
      </div>

      <dl className="mx-4 grid grid-cols-3 sm:mx-5 divide-x divide-zinc-100 rounded-lg bg-zinc-50/80 ring-1 ring-zinc-100 ring-inset">
        <Stat
          label={t.balanceDue}
          value={formatEuroTtc(client.balance_due)}
          tone={client.balance_due > 0 ? undefined : 'muted'}
          note={carriedOver > 0 ? t.carriedOver(formatEuro(carriedOver)) : undefined}
        />
        <Stat label={t.ordersTotal} value={formatCount(client.orders_total)} />
        <Stat
          label={t.unpaidCount}
          value={formatCount(client.unpaid_count)}
          tone={client.unpaid_count > 0 ? 'warning' : 'muted'}
        />
      </dl>

      <ul className="grid gap-2 px-5 pt-4 sm:grid-cols-2">
        <Meta icon={<Phone />}>
          {client.phone ? (
            <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`} className="hover:text-brand-700 hover:underline">
              {client.phone}
            </a>
          ) : (
            <span className="text-zinc-500">{t.noPhone}</span>
          )}
        </Meta>
        <Meta icon={<CalendarDays />}>{t.registeredOn(formatDate(client.created_at))}</Meta>
      </ul>

      {client.unpaid_count > 0 ? (
        <div className="mx-5 mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-amber-200 bg-amber-50/70 px-3 py-2">
          <p className="text-sm text-amber-900">{t.unpaidSummary(client.unpaid_count)}</p>
          <Link
            to={{ pathname: paths.admin.completed, search: `?q=${encodeURIComponent(client.company_name)}` }}
            title={t.seeOrdersHint}
            aria-label={`${t.seeOrders} (${title})`}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-amber-900 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {t.seeOrders}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
      ) : null}

      <div aria-hidden="true" className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center gap-2 border-t border-zinc-100 px-4 py-3">
        <BusyButton
          size="sm"
          variant={pending ? 'default' : 'outline'}
          className="w-full sm:w-auto"
          busy={statusMutation.isPending}
          icon={target === 'approved' ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
          aria-label={target === 'approved' ? t.activateLabel(title) : t.deactivateLabel(title)}
          onClick={changeStatus}
        >
          {target === 'approved' ? t.activate : t.deactivate}
        </BusyButton>
        <div className="flex w-full flex-wrap justify-between gap-1 sm:ml-auto sm:w-auto sm:justify-end">
          <Button variant="ghost" size="sm" aria-label={t.logoButtonLabel(title)} onClick={() => onLogo(client)}>
            <ImageUp aria-hidden="true" />
            {t.logo}
          </Button>
          {onCredits ? <IconButton icon={Wallet} label={t.creditsLabel(title)} onClick={() => onCredits(client)} /> : null}
          {onHistory ? <IconButton icon={History} label={t.historyLabel(title)} onClick={() => onHistory(client)} /> : null}
          {onExport ? <IconButton icon={FileArchive} label={t.exportLabel(title)} onClick={() => onExport(client)} /> : null}
          <EndSessionsButton clientId={client.id} title={title} />
          <EditButton label={t.editLabel(title)} onClick={() => onEdit(client)} />
          <DeleteButton label={t.deleteLabel(title)} onClick={() => onDelete(client)} />
        </div>
      </div>
    </article>
  );
}
