import type { Notification } from '@app/shared/notifications/schemas';
import { BellRing } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { securityFr } from '@/features/security/fr';
import { formatDateTime } from '@/lib/format/format';

const t = securityFr;

/** The administrator's latest security notifications ('Sécurité : …'); none when they cannot be read. */
export function SecurityAlertsCard({ alerts }: { alerts: Notification[] }) {
  return (
    <SectionCard title={t.alertsTitle} hint={t.alertsHint}>
        {alerts.length === 0 ? (
          <p className="px-5 py-6 text-sm text-zinc-600">{t.noAlerts}</p>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {alerts.map((alert) => (
              <li key={alert.id} className="flex gap-3 px-5 py-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                  <BellRing aria-hidden="true" className="size-4" />
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex items-center gap-2 text-sm font-medium break-words text-zinc-900">
                    {alert.read ? null : (
                      <span className="size-2 shrink-0 rounded-full bg-brand-600" title={t.unread}>
                        <span className="sr-only">{t.unread}</span>
                      </span>
                    )}
                    {alert.title}
                  </p>
                  <p className="text-sm break-words text-zinc-600">{alert.message}</p>
                  <time dateTime={alert.created_at} className="text-xs text-zinc-500 tabular-nums">
                    {formatDateTime(alert.created_at, { fallback: t.unknownDate })}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
    </SectionCard>
  );
}
