import { twoFactorMessages } from '@app/shared/auth/two-factor';
import { toast } from '@/lib/toast/toast';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useSaveSecurityPolicy, useSecurityPolicy } from '@/features/security/api/two-factor';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { getErrorDetail } from '@/lib/api/api-error';

/** The business's sign-in rule: a second factor for every administrator, or not. */
export function SecurityPolicyCard() {
  const policy = useSecurityPolicy();
  const save = useSaveSecurityPolicy();
  const checked = save.isPending ? save.variables : (policy.data?.require_admin_2fa ?? false);
  return (
    <Card className="p-5" role="region" aria-labelledby="security-policy-title">
      <h2 id="security-policy-title" className="text-base font-semibold text-zinc-900">
        {t.policyTitle}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <Checkbox
          id="require-admin-2fa"
          checked={checked}
          disabled={policy.isPending || save.isPending}
          onCheckedChange={(next) =>
            save.mutate(next === true, {
              onSuccess: () => toast.success(twoFactorMessages.policySaved),
              onError: (cause) => toast.error(getErrorDetail(cause) ?? t.policyError),
            })
          }
          aria-describedby="require-admin-2fa-hint"
        />
        <div className="grid gap-1">
          <Label htmlFor="require-admin-2fa">{t.policyLabel}</Label>
          <p id="require-admin-2fa-hint" className="text-xs text-zinc-600">
            {t.policyHint}
          </p>
        </div>
      </div>
    </Card>
  );
}
