import type { SecurityStats } from '@app/shared/security/schemas';
import { KeyRound, Lock, type LucideIcon, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { securityFr } from '@/features/security/fr';
import { formatCount, formatDateTime } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = securityFr;

function Tile({
  icon: Icon,
  label,
  value,
  tone,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  tone: string;
  note?: string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:gap-4 sm:p-5">
      <span className={cn('flex size-9 items-center justify-center rounded-lg sm:size-10', tone)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {/* The label first for screen readers ('Comptes verrouillés : 2'), the number shown above it. */}
      <span className="flex flex-col-reverse gap-1">
        <span className="text-sm text-zinc-600">
          {label}
          {note ? <span className="mt-0.5 block text-xs text-zinc-500">{note}</span> : null}
        </span>
        <span className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums sm:text-3xl">{value}</span>
      </span>
    </li>
  );
}

/** The four tiles: locked accounts, failed attempts (24 h), suspicious activities, system status. */
export function SecurityTiles({ stats }: { stats: SecurityStats }) {
  const locked = stats.lockedAccountsCount;
  return (
    <ul aria-label={t.statsLabel} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Tile
        icon={Lock}
        label={t.lockedAccounts}
        value={formatCount(locked)}
        tone={locked > 0 ? 'bg-red-50 text-red-600' : 'bg-zinc-100 text-zinc-600'}
      />
      <Tile
        icon={KeyRound}
        label={t.failedAttempts}
        value={formatCount(stats.totalFailedAttempts)}
        tone="bg-amber-50 text-amber-600"
      />
      <Tile
        icon={ShieldAlert}
        label={t.suspiciousActivities}
        value={formatCount(stats.suspiciousActivities)}
        tone="bg-orange-50 text-orange-600"
        note={
          stats.lastSecurityIncident
            ? t.lastIncident(formatDateTime(stats.lastSecurityIncident))
            : t.noIncident
        }
      />
      <Tile
        icon={ShieldCheck}
        label={t.systemStatus}
        value={<span className="text-green-700">{t.secure}</span>}
        tone="bg-green-50 text-green-600"
      />
    </ul>
  );
}
