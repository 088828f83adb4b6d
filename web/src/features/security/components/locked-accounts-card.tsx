import type { LockedAccount } from '@app/shared/security/schemas';
import { LockKeyhole, LockOpen, ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/section-card';
import { BusyButton } from '@/components/ui/busy-button';
import { Badge } from '@/components/ui/badge';
import { RetryButton } from '@/components/ui/load-error-state';
import { securityFr } from '@/features/security/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatCount, formatDateTime, formatTime, timeLeft } from '@/lib/format/format';
import { useUnlockAccount } from '@/features/security/api/unlock-account';

const t = securityFr;

export interface LockedAccountsCardProps {
  accounts: LockedAccount[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The locked accounts with their 'Débloquer' button (POST …/unlock, then the data is reloaded). */
export function LockedAccountsCard({ accounts, failed, onRetry }: LockedAccountsCardProps) {
  const unlock = useUnlockAccount();

  const onUnlock = (account: LockedAccount) => {
    unlock.mutate(account.id, {
      onSuccess: () => toast.success(t.unlocked),
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.unlockError),
    });
  };

  let body;
  if (failed && !accounts) {
    body = (
      <div className="flex flex-col items-start gap-3 px-5 py-6">
        <p className="text-sm text-zinc-600">{t.loadError}</p>
        <RetryButton size="sm" onClick={onRetry} />
      </div>
    );
  } else if (!accounts || accounts.length === 0) {
    body = (
      <p className="flex items-center gap-2 px-5 py-6 text-sm text-zinc-600">
        <ShieldCheck aria-hidden="true" className="size-4 text-green-600" />
        {t.noLocked}
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-zinc-100">
        {accounts.map((account) => {
          const name = `${account.first_name} ${account.last_name}`.trim();
          const busy = unlock.isPending && unlock.variables === account.id;
          return (
            <li key={account.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                  <LockKeyhole aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-zinc-900">{name}</p>
                  <p className="text-sm wrap-anywhere text-zinc-600">{account.email}</p>
                  <p className="mt-0.5 text-xs text-zinc-500">
                    {account.company_name ? <span>{account.company_name} · </span> : null}
                    {account.locked_at ? t.lockedAt(formatDateTime(account.locked_at, { fallback: t.unknownDate })) : t.unknownDate}{' '}
                    {t.lockedUntil(formatTime(account.locked_until), timeLeft(account.locked_until))}
                  </p>
                </div>
              </div>
              <BusyButton
                variant="outline"
                size="sm"
                busy={busy}
                disabled={unlock.isPending}
                icon={<LockOpen aria-hidden="true" />}
                aria-label={t.unlockLabel(name)}
                onClick={() => onUnlock(account)}
                className="self-start sm:self-center"
              >
                {busy ? t.unlocking : t.unlock}
              </BusyButton>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <SectionCard
      title={t.lockedTitle}
      hint={t.lockedHint}
      aside={accounts && accounts.length > 0 ? <Badge variant="danger">{formatCount(accounts.length)}</Badge> : null}
    >
      {body}
    </SectionCard>
  );
}
