import { twoFactorMessages, type SecurityPolicy } from '@app/shared/auth/two-factor';
import { toast } from '@/lib/toast/toast';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSaveSecurityPolicy, useSecurityPolicy } from '@/features/security/api/two-factor';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { getErrorDetail } from '@/lib/api/api-error';

type Rule = keyof SecurityPolicy;

const rules: readonly { rule: Rule; id: string; label: string; hint: string }[] = [
  { rule: 'require_admin_2fa', id: 'require-admin-2fa', label: t.policyLabel, hint: t.policyHint },
  { rule: 'require_client_2fa', id: 'require-client-2fa', label: t.policyClientsLabel, hint: t.policyClientsHint },
];

/** The business's sign-in rule: a second factor for every administrator or not, and apart for every client (off by default). */
export function SecurityPolicyCard() {
  const policy = useSecurityPolicy();
  const save = useSaveSecurityPolicy();
  const shown: SecurityPolicy = save.isPending ? save.variables : (policy.data ?? { require_admin_2fa: false, require_client_2fa: false });
  return (
    <Card className="p-5" role="region" aria-labelledby="security-policy-title">
      <h2 id="security-policy-title" className="text-base font-semibold text-zinc-900">
        {t.policyTitle}
      </h2>
      {rules.map(({ rule, id, label, hint }) => (
        <div key={rule} className="mt-3 flex items-start gap-3">
          <Checkbox
            id={id}
            checked={shown[rule]}
            disabled={policy.isPending || save.isPending}
            onCheckedChange={(next) =>
              save.mutate(
                { ...shown, [rule]: next === true },
                {
                  onSuccess: () => toast.success(twoFactorMessages.policySaved),
                  onError: (cause) => toast.error(getErrorDetail(cause) ?? t.policyError),
                },
              )
            }
            aria-describedby={`${id}-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={id}>{label}</Label>
            <p id={`${id}-hint`} className="text-xs text-zinc-600">
              {hint}
            </p>
          </div>
        </div>
      ))}
    </Card>
  );
}
