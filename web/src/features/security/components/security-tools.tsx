import { BellRing, FileText, type LucideIcon, ScanSearch } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fr } from '@/i18n/fr';
import { securityFr } from '@/features/security/fr';

const t = securityFr;

const TOOLS: { label: string; icon: LucideIcon }[] = [
  { label: t.tools.report, icon: FileText },
  { label: t.tools.audit, icon: ScanSearch },
  { label: t.tools.alerts, icon: BellRing },
];

/** Security report, access audit, alerts: not built yet (spec §2: they only say so). */
export function SecurityTools() {
  const titleId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-base font-semibold text-zinc-900">
          {t.toolsTitle}
        </h2>
        <div className="mt-3 grid gap-2">
          {TOOLS.map(({ label, icon: Icon }) => (
            <Button
              key={label}
              variant="outline"
              className="justify-start"
              onClick={() => toast.info(fr.common.featureInProgress)}
            >
              <Icon aria-hidden="true" className="text-zinc-500" />
              {label}
            </Button>
          ))}
        </div>
      </section>
    </Card>
  );
}
