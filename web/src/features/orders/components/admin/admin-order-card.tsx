import type { Order } from '@app/shared/orders/schemas';
import { ArrowRight, CalendarClock, LifeBuoy, Settings2, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { fr } from '@/i18n/fr';
import { adminOrdersFr } from '@/features/orders/fr';
import { formatDate, formatDateTime } from '@/lib/format/format';
import { OrderPaymentBadge, OrderStatusBadge } from '@/features/orders/components/order-badges';
import { orderTotalTtc } from '@/features/orders/components/order-amounts';
import { AnalysisHealthBadge } from '@/features/orders/components/file-analysis/analysis-health-badge';
import { vehicleName } from './order-labels';
import { paths } from '@/lib/paths';

const t = adminOrdersFr;

/** The registration as a plate-like chip. */
export function RegistrationChip({ value }: { value: string }) {
  return (
    // Whole: a VIN (17 characters) wraps on the narrowest phones rather than lose its last ones.
    <span className="inline-flex w-fit max-w-full items-center rounded-md border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wide wrap-anywhere text-zinc-800">
      {value}
    </span>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * A card of the lists: the vehicle title is a link stretched over the whole card, so a click
 * anywhere opens the detail; the buttons sit above it.
 */
function CardShell({ order, children, badges }: { order: Order; children: ReactNode; badges: ReactNode }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col rounded-xl border border-zinc-200 bg-white p-5 text-zinc-900 shadow-xs transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold break-words text-zinc-900">
            <Link
              to={paths.admin.order(order.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
            >
              {vehicleName(order) || order.registration}
            </Link>
          </h2>
          <p className="text-sm break-words text-zinc-500">
            {[order.vehicle_year, order.engine].filter((part) => part.trim()).join(' · ')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">{badges}</div>
      </div>
      {children}
    </article>
  );
}

export interface AdminOrderCardProps {
  order: Order;
  onDelete: (order: Order) => void;
}

/** 'Fichiers à modifier' / 'Fichiers terminés' card: 'Gérer' and 'Supprimer'. */
export function AdminOrderCard({ order, onDelete }: AdminOrderCardProps) {
  const navigate = useNavigate();
  const originalHealth = order.files.original?.analysis?.health;
  return (
    <CardShell
      order={order}
      badges={
        <>
          <OrderStatusBadge status={order.status} />
          <OrderPaymentBadge order={order} />
          {originalHealth ? <AnalysisHealthBadge health={originalHealth} onlyProblems /> : null}
        </>
      }
    >
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label={t.client}>{order.client_name}</Field>
        <Field label={t.company}>{order.client_company || '—'}</Field>
        <Field label={t.registration}>
          <RegistrationChip value={order.registration} />
        </Field>
        <Field label={t.createdAt}>
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </Field>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-4">
        <div className="flex flex-col">
          <span className="text-xs text-zinc-500">{t.total}</span>
          <span className="text-base font-semibold text-zinc-900 tabular-nums">{orderTotalTtc(order)}</span>
        </div>
        <div className="relative z-10 flex gap-2">
          <Button
            size="sm"
            variant="ghost"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(order)}
          >
            <Trash2 aria-hidden="true" />
            {fr.common.delete}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void navigate(paths.admin.order(order.id))}>
            <Settings2 aria-hidden="true" />
            {t.manage}
          </Button>
        </div>
      </div>
    </CardShell>
  );
}

/** 'Demandes de SAV' card: client, request date, registration, creation date, reported problem. */
export function SavOrderCard({ order }: { order: Order }) {
  const navigate = useNavigate();
  return (
    <CardShell order={order} badges={<OrderStatusBadge status={order.status} />}>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label={t.client}>
          {order.client_name}
          {order.client_company ? <span className="text-zinc-500"> · {order.client_company}</span> : null}
        </Field>
        <Field label={t.savRequestedAt}>
          {order.sav_requested_at ? (
            <time dateTime={order.sav_requested_at} className="inline-flex items-center gap-1 font-medium">
              <CalendarClock aria-hidden="true" className="size-3.5 text-purple-600" />
              {formatDateTime(order.sav_requested_at)}
            </time>
          ) : (
            '—'
          )}
        </Field>
        <Field label={t.registration}>
          <RegistrationChip value={order.registration} />
        </Field>
        <Field label={t.createdAt}>
          <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </Field>
      </dl>
      <div className="mt-4 flex-1 rounded-lg border border-purple-100 bg-purple-50/60 p-3">
        <p className="flex items-center gap-1.5 text-xs font-medium text-purple-800">
          <LifeBuoy aria-hidden="true" className="size-3.5" />
          {t.reportedProblem}
        </p>
        <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line text-zinc-800">
          {order.sav_problem_description?.trim() || <span className="text-zinc-500">{t.noProblem}</span>}
        </p>
      </div>
      <div className="relative z-10 mt-4 flex justify-end">
        <Button size="sm" onClick={() => void navigate(paths.admin.order(order.id))}>
          {t.manageSav}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </CardShell>
  );
}
