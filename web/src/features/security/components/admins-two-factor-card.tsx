import type { AdminTwoFactor } from '@app/shared/security/schemas';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAdminsTwoFactor } from '@/features/security/api/admin-two-factor';
import { useSecurityPolicy } from '@/features/security/api/two-factor';
import { TwoFactorList, TwoFactorSection } from '@/features/security/components/two-factor-list';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { formatDate } from '@/lib/format/format';

function AdminRow({ admin, mandatory }: { admin: AdminTwoFactor; mandatory: boolean }) {
  const name = `${admin.first_name} ${admin.last_name}`.trim() || admin.email;
  const Icon = admin.enabled ? ShieldCheck : ShieldOff;
  const since = admin.enabled_at ? t.enabledSince(formatDate(admin.enabled_at)) : t.enabledUnknown;
  return (
    <>
      <Icon
        aria-hidden="true"
        className={admin.enabled ? 'mt-0.5 size-4 shrink-0 text-green-600' : 'mt-0.5 size-4 shrink-0 text-amber-600'}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-zinc-900">{name}</p>
        <p className="text-sm wrap-anywhere text-zinc-600">{admin.email}</p>
      </div>
      <div className="grid justify-items-end gap-0.5 text-right">
        <Badge variant={admin.enabled ? 'success' : mandatory ? 'warning' : 'secondary'}>
          {admin.enabled ? t.on : t.notEnabled}
        </Badge>
        <p className="text-xs text-zinc-500">{admin.enabled ? since : mandatory ? t.mustEnrol : null}</p>
      </div>
    </>
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

  return (
    <TwoFactorSection
      title={t.adminsTitle}
      hint={t.adminsHint}
      mandatory={policy.data?.require_admin_2fa}
      hints={{ mandatory: t.mandatoryHint, optional: t.optionalHint }}
    >
      <TwoFactorList
        pages={pages}
        label={t.adminsTitle}
        empty={t.noAdmins}
        failed={t.adminsError}
        row={(admin) => <AdminRow admin={admin} mandatory={mandatory} />}
      />
    </TwoFactorSection>
  );
}
