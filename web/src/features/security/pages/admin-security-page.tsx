import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { Spinner } from '@/components/ui/spinner';
import { fr } from '@/i18n/fr';
import { SecurityPolicyCard } from '@/features/security/components/security-policy-card';
import { AdminsTwoFactorCard } from '@/features/security/components/admins-two-factor-card';
import { ClientsTwoFactorCard } from '@/features/security/components/clients-two-factor-card';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';
import { securityFr } from '@/features/security/fr';
import { useLockedAccounts } from '@/features/security/api/get-locked-accounts';
import { useSecurityAlerts } from '@/features/security/api/get-security-alerts';
import { useSecurityLogs } from '@/features/security/api/get-security-logs';
import { EMPTY_SECURITY_STATS, useSecurityStats } from '@/features/security/api/get-security-stats';
import { LockedAccountsCard } from '@/features/security/components/locked-accounts-card';
import { SecurityAlertsCard } from '@/features/security/components/security-alerts-card';
import { SecurityLogsCard } from '@/features/security/components/security-logs-card';
import { SecurityTiles } from '@/features/security/components/security-tiles';
import { SecurityTools } from '@/features/security/components/security-tools';

const t = securityFr;

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Security dashboard (spec §2, §7): four tiles, the second factor (the signed-in administrator's,
 * the rule, every administrator's, the clients who have one), the locked accounts ('Débloquer'), the recent security logs,
 * the security notifications and three tools; refreshed every 30 seconds and through 'Actualiser'.
 */
export function AdminSecurityPage({ audit }: { audit?: ReactNode }) {
  const stats = useSecurityStats();
  const locked = useLockedAccounts();
  const logs = useSecurityLogs();
  const alerts = useSecurityAlerts();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([stats.refetch(), locked.refetch(), logs.refetch(), alerts.refetch()]);
    } finally {
      setRefreshing(false);
    }
  };

  const loading = stats.isPending || locked.isPending || logs.isPending;
  const updatedAt = Math.max(stats.dataUpdatedAt, locked.dataUpdatedAt, logs.dataUpdatedAt);

  return (
    <>
      <PageHeader
        title={fr.pages.adminSecurity}
        description={t.description}
        actions={
          <>
            <span className="text-xs text-zinc-500" title={t.autoRefresh}>
              {updatedAt > 0 ? t.updatedAt(timeFormat.format(updatedAt)) : t.autoRefresh}
            </span>
            <BusyButton
              variant="outline"
              busy={refreshing}
              icon={<RefreshCw aria-hidden="true" />}
              onClick={() => void refresh()}
            >
              {refreshing ? t.refreshing : t.refresh}
            </BusyButton>
          </>
        }
      />

      {loading ? (
        <div aria-busy="true" className="flex items-center justify-center gap-3 rounded-xl border border-zinc-200 bg-white px-6 py-16">
          <Spinner />
          <p role="status" className="text-sm text-zinc-600">
            {t.loading}
          </p>
        </div>
      ) : (
        <div className="grid gap-6">
          <SecurityTiles stats={stats.data ?? EMPTY_SECURITY_STATS} />
          {audit}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <TwoFactorCard />
            <SecurityPolicyCard />
          </div>
          <AdminsTwoFactorCard />
          <ClientsTwoFactorCard />
          {/* Phones: locked accounts, logs, tools. Wide screens: logs on the right of the other two. */}
          <div className="grid items-start gap-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr]">
            <div className="lg:col-span-2">
              <LockedAccountsCard
                accounts={locked.data}
                failed={locked.isError}
                onRetry={() => void locked.refetch()}
              />
            </div>
            <div className="lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1">
              <SecurityLogsCard logs={logs.data} failed={logs.isError} onRetry={() => void logs.refetch()} />
            </div>
            <div className="grid gap-6 lg:col-span-2">
              <SecurityAlertsCard alerts={alerts.data ?? []} />
              <SecurityTools />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
