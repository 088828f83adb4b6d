import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/i18n/fr';
import { settingsFr } from '@/features/settings/fr';
import { useAdminSettings } from '@/features/settings/api/get-admin-settings';
import { SettingsForm } from '@/features/settings/components/settings-form';

const t = settingsFr;

function SettingsSkeleton() {
  return (
    <SkeletonGroup className="grid gap-6">
      <Card className="grid gap-4 p-5">
        <Skeleton className="h-5 w-48" />
        <SkeletonBars className="grid gap-6 lg:grid-cols-2" bars={['h-32', 'h-32']} />
      </Card>
      <Card className="grid gap-4 p-5">
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-80" />
      </Card>
    </SkeletonGroup>
  );
}

/** The ?tab= of the invoicing tab (paths.admin.invoicingSettings). */
const INVOICING_TAB = 'facturation';

/**
 * 'Paramètres' (spec §2): opening hours, client message and terms and conditions; save button.
 * With `invoicing` (issue 21, composed by app/), a second tab 'Facturation' holds it.
 */
export function AdminSettingsPage({ invoicing }: { invoicing?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const settings = useAdminSettings();

  useEffect(() => {
    if (settings.isError) toast.error(t.loadError, { id: 'settings-load-error' });
  }, [settings.isError]);

  let body;
  if (settings.isPending) body = <SettingsSkeleton />;
  else if (settings.isError) body = <LoadErrorState title={t.loadError} onRetry={() => void settings.refetch()} />;
  else body = <SettingsForm settings={settings.data} />;

  if (!invoicing) {
    return (
      <>
        <PageHeader title={fr.pages.adminSettings} description={t.description} />
        {body}
      </>
    );
  }
  const tab = params.get('tab') === INVOICING_TAB ? INVOICING_TAB : 'general';
  return (
    <>
      <PageHeader title={fr.pages.adminSettings} description={t.description} />
      <Tabs value={tab} onValueChange={(next) => setParams(next === INVOICING_TAB ? { tab: next } : {}, { replace: true })}>
        <TabsList aria-label={fr.pages.adminSettings} className="mb-6">
          <TabsTrigger value="general">{t.generalTab}</TabsTrigger>
          <TabsTrigger value={INVOICING_TAB}>{t.invoicingTab}</TabsTrigger>
        </TabsList>
        {/* Both kept mounted: switching tabs keeps what is typed in each form. */}
        <TabsContent value="general" forceMount className="data-[state=inactive]:hidden">
          {body}
        </TabsContent>
        <TabsContent value={INVOICING_TAB} forceMount className="data-[state=inactive]:hidden">
          {invoicing}
        </TabsContent>
      </Tabs>
    </>
  );
}
