import type { ClientTwoFactor } from '@app/shared/security/schemas';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useClientsTwoFactor } from '@/features/security/api/admin-two-factor';
import { useSecurityPolicy } from '@/features/security/api/two-factor';
import { TwoFactorList, TwoFactorSection } from '@/features/security/components/two-factor-list';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { formatDate } from '@/lib/format/format';

function ClientRow({ client }: { client: ClientTwoFactor }) {
  const name = `${client.first_name} ${client.last_name}`.trim() || client.email;
  return (
    <>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-zinc-900">{client.company_name || name}</p>
        <p className="text-sm wrap-anywhere text-zinc-600">{client.company_name ? `${name} · ${client.email}` : client.email}</p>
      </div>
      <div className="grid justify-items-end gap-0.5 text-right">
        <Badge variant="success">{t.on}</Badge>
        <p className="text-xs text-zinc-500">{t.enabledSince(formatDate(client.enabled_at))}</p>
      </div>
    </>
  );
}

/**
 * The clients (garages) who turned a second factor on, latest first, with their company (issue
 * 36), and whether the business's rule makes it mandatory for them.
 */
export function ClientsTwoFactorCard() {
  const pages = useClientsTwoFactor();
  const policy = useSecurityPolicy();

  return (
    <TwoFactorSection
      title={t.clientsTitle}
      hint={t.clientsHint}
      mandatory={policy.data?.require_client_2fa}
      hints={{ mandatory: t.clientsMandatoryHint, optional: t.clientsOptionalHint }}
    >
      <TwoFactorList pages={pages} label={t.clientsTitle} empty={t.noClients} failed={t.clientsError} row={(client) => <ClientRow client={client} />} />
    </TwoFactorSection>
  );
}
