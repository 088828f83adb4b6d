import type { AdminTwoFactor } from '@app/shared/security/schemas';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { RetryButton } from '@/components/ui/load-error-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { useAdminsTwoFactor } from '@/features/security/api/admin-two-factor';
import { useSecurityPolicy } from '@/features/security/api/two-factor';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { formatDate } from '@/lib/format/format';

function AdminRow({ admin, mandatory }: { admin: AdminTwoFactor; mandatory: boolean }) {
  const name = `${admin.first_name} ${admin.last_name}`.trim() || admin.email;
  const Icon = admin.enabled ? ShieldCheck : ShieldOff;
  const since = admin.enabled_at ? t.enabledSince(formatDate(admin.enabled_at)) : t.enabledUnknown;
  return (
    <li className="flex items-start gap-3 px-5 py-3">
      <Icon
        aria-hidden="true"
        className={admin.enabled ? 'mt-0.5 size-4 shrink-0 text-green-600' : 'mt-0.5 size-4 shrink-0 text-amber-600'}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-900">{name}</p>
        <p className="truncate text-sm text-zinc-600">{admin.email}</p>
      </div>
      <div className="grid justify-items-end gap-0.5 text-right">
        <Badge variant={admin.enabled ? 'success' : mandatory ? 'warning' : 'secondary'}>
          {admin.enabled ? t.on : t.notEnabled}
        </Badge>
        <p className="text-xs text-zinc-500">{admin.enabled ? since : mandatory ? t.mustEnrol : null}</p>
      </div>
    </li>
  );
}

/**
 * Each administrator's second factor (on or not, since when) and whether the business's rule
 * makes it mandatory: the security dashboard's view of issue 22's two-factor sign-in.
 */
export function AdminsTwoFactorCard() {
  const pages = useAdminsTwoFactor();
  const policy = useSecurityPolicy();
  const mandatory = policy.data?.require_admin_2fa ?? false;
  const { query, items: admins } = pages;

  let body;
  if (query.isPending) {
    body = <SkeletonBars className="grid gap-3 px-5 py-4" bars={['h-10', 'h-10']} />;
  } else if (query.isError && admins.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3 px-5 py-6">
        <p className="text-sm text-zinc-600">{t.adminsError}</p>
        <RetryButton size="sm" onClick={() => void query.refetch()} />
      </div>
    );
  } else if (admins.length === 0) {
    body = <p className="px-5 py-6 text-sm text-zinc-600">{t.noAdmins}</p>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-zinc-100" aria-label={t.adminsTitle}>
          {admins.map((admin) => (
            <AdminRow key={admin.id} admin={admin} mandatory={mandatory} />
          ))}
        </ul>
        {pages.hasMore ? (
          <div className="border-t border-zinc-100 px-5 py-3">
            <BusyButton variant="outline" size="sm" busy={pages.loadingMore} onClick={pages.loadMore}>
              {t.loadMore}
            </BusyButton>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <SectionCard
      title={t.adminsTitle}
      hint={t.adminsHint}
      icon={ShieldCheck}
      aside={
        policy.data ? (
          <Badge variant={mandatory ? 'info' : 'secondary'} title={mandatory ? t.mandatoryHint : t.optionalHint}>
            {mandatory ? t.mandatory : t.optional}
          </Badge>
        ) : null
      }
    >
      {policy.data ? (
        <p className="border-b border-zinc-100 px-5 py-2 text-xs text-zinc-600">
          {mandatory ? t.mandatoryHint : t.optionalHint}
        </p>
      ) : null}
      {body}
    </SectionCard>
  );
}
