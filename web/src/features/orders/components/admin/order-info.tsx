import type { Order } from '@app/shared/orders/schemas';
import type { ReactNode } from 'react';
import { adminOrderFr } from '@/features/orders/fr';
import { formatEuroHt } from '@/lib/format/format';
import { OrderAmounts } from '@/features/orders/components/order-amounts';
import { cn } from '@/lib/utils';
import { FileVersionButtons } from '@/features/orders/components/file-version-buttons';
import { FileVersionList } from '@/features/orders/components/file-version-list';
import { formatKilometers } from '@/lib/format/format';
import { linkify } from './order-labels';
import { truncateFilename } from './truncate-filename';

const t = adminOrderFr;

/** A term / value pair of a description list. */
export function InfoItem({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

function Missing() {
  return <span className="text-zinc-500">{t.notProvided}</span>;
}

const orMissing = (value: string | null | undefined) => (value?.trim() ? value : <Missing />);

/** Spec §3: file_origin comes as oui / non from the client form; shown Oui / Non. */
function fileOriginText(value: Order['file_origin']): ReactNode {
  if (value === 'oui') return t.yes;
  if (value === 'non') return t.no;
  return <Missing />;
}

/** Brand, model, year, registration, engine, kilometres, ECU, fuel, gearbox, file origin. */
export function OrderVehicleInfo({ order, className }: { order: Order; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3', className)}>
      <InfoItem label={t.brand}>{orMissing(order.vehicle_brand)}</InfoItem>
      <InfoItem label={t.model}>{orMissing(order.vehicle_model)}</InfoItem>
      <InfoItem label={t.year}>{orMissing(order.vehicle_year)}</InfoItem>
      <InfoItem label={t.registration}>
        {order.registration ? <span className="font-mono tracking-wide">{order.registration}</span> : <Missing />}
      </InfoItem>
      <InfoItem label={t.engine}>{orMissing(order.engine)}</InfoItem>
      <InfoItem label={t.kilometers}>
        {order.kilometers.trim() ? t.kilometersValue(formatKilometers(order.kilometers)) : <Missing />}
      </InfoItem>
      <InfoItem label={t.ecuType}>{orMissing(order.ecu_type)}</InfoItem>
      <InfoItem label={t.fuelType}>{order.fuel_type ? t.fuelLabels[order.fuel_type] : <Missing />}</InfoItem>
      <InfoItem label={t.gearboxType}>
        {order.gearbox_type ? t.gearboxLabels[order.gearbox_type] : <Missing />}
      </InfoItem>
      <InfoItem label={t.fileOrigin}>{fileOriginText(order.file_origin)}</InfoItem>
    </dl>
  );
}

/** Selected services with their prices (catalogue price struck through when discounted), then the total. */
export function OrderServicesList({ order }: { order: Order }) {
  return (
    <div>
      {order.selected_services.length === 0 ? (
        <p className="text-sm text-zinc-500">{t.noServices}</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {order.selected_services.map((service, index) => {
            const discounted = service.discounted_price < service.original_price;
            return (
              <li key={`${service.id}-${index}`} className="flex items-start justify-between gap-4 py-2.5">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-zinc-900">{service.name}</p>
                  {service.category_name ? <p className="text-xs text-zinc-500">{service.category_name}</p> : null}
                </div>
                <div className="flex shrink-0 flex-col items-end">
                  <span className="text-sm font-medium text-zinc-900 tabular-nums">
                    {formatEuroHt(service.discounted_price)}
                  </span>
                  {discounted ? (
                    <span className="text-xs text-zinc-500 tabular-nums line-through" title={t.originalPrice}>
                      {formatEuroHt(service.original_price)}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <OrderAmounts order={order} className="mt-2 border-t border-zinc-200 pt-3" />
    </div>
  );
}

/** Free text with its http(s) links made clickable (opened in a new tab). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-line text-zinc-800">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Notes and useful links of an order. */
export function OrderNotes({ order }: { order: Order }) {
  return (
    <dl className="grid gap-4">
      <InfoItem label={t.notes}>
        {order.notes.trim() ? <LinkifiedText text={order.notes} /> : <span className="text-zinc-500">{t.noNotes}</span>}
      </InfoItem>
      <InfoItem label={t.usefulLinks}>
        {order.useful_links.trim() ? (
          <LinkifiedText text={order.useful_links} />
        ) : (
          <span className="text-zinc-500">{t.noLinks}</span>
        )}
      </InfoItem>
    </dl>
  );
}

/**
 * Download buttons (original filename cut to 20 characters); `withHistory`, one row per stored
 * file with its name, size, date, SHA-256 and its changes against the original.
 */
export function OrderFiles({ order, withHistory = false }: { order: Order; withHistory?: boolean }) {
  if (Object.keys(order.files).length === 0) return <p className="text-sm text-zinc-500">{t.noFiles}</p>;
  if (withHistory) return <FileVersionList order={order} originalLabel={(name) => truncateFilename(name)} />;
  return <FileVersionButtons order={order} originalLabel={(name) => truncateFilename(name)} />;
}
