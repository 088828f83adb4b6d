import type { SecurityLog } from '@app/shared/security/schemas';
import { Info, type LucideIcon, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { RetryButton } from '@/components/ui/load-error-state';
import { securityFr } from '@/features/security/fr';
import { formatDateTime } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = securityFr;

type LogType = SecurityLog['type'];

/** Colour AND icon AND a text label per type, so the type never rests on colour alone. */
const LOG_TYPES: Record<LogType, { icon: LucideIcon; tone: string; badge: 'danger' | 'warning' | 'info' }> = {
  critical: { icon: ShieldAlert, tone: 'bg-red-50 text-red-600 ring-red-100', badge: 'danger' },
  warning: { icon: TriangleAlert, tone: 'bg-amber-50 text-amber-600 ring-amber-100', badge: 'warning' },
  info: { icon: Info, tone: 'bg-blue-50 text-blue-600 ring-blue-100', badge: 'info' },
};

export interface SecurityLogsCardProps {
  logs: SecurityLog[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The recent security logs: type (colour and icon), message, user e-mail or 'Système', time. */
export function SecurityLogsCard({ logs, failed, onRetry }: SecurityLogsCardProps) {
  let body;
  if (failed && !logs) {
    body = (
      <div className="flex flex-col items-start gap-3 px-5 py-6">
        <p className="text-sm text-zinc-600">{t.loadError}</p>
        <RetryButton size="sm" onClick={onRetry} />
      </div>
    );
  } else if (!logs || logs.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-green-50 text-green-600">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-semibold text-zinc-900">{t.noLogs}</p>
        <p className="text-sm text-zinc-600">{t.noLogsHint}</p>
      </div>
    );
  } else {
    body = (
      <ol className="divide-y divide-zinc-100">
        {logs.map((log) => {
          const type = LOG_TYPES[log.type] ?? LOG_TYPES.info;
          const Icon = type.icon;
          return (
            <li key={log.id} className="flex gap-3 px-5 py-3">
              <span
                className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ring-4', type.tone)}
              >
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                  <p className="text-sm font-medium break-words text-zinc-900">{log.message}</p>
                  <time dateTime={log.timestamp} className="shrink-0 text-xs whitespace-nowrap text-zinc-500 tabular-nums">
                    {formatDateTime(log.timestamp, { fallback: t.unknownDate })}
                  </time>
                </div>
                <div className="flex min-w-0 items-center gap-2">
                  <Badge variant={type.badge}>{t.typeLabels[log.type] ?? t.typeLabels.info}</Badge>
                  <span className="text-xs wrap-anywhere text-zinc-600">{log.user_email || t.system}</span>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <SectionCard title={t.logsTitle} hint={t.logsHint}>
      {body}
    </SectionCard>
  );
}
