import { type ReactNode, useEffect, useState } from 'react';
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
import { WorkshopSettings } from '@/features/settings/components/workshop-settings';

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

/** The ?tab= of the invoicing tab (paths.admin.invoicingSettings) and of the hours tab (paths.admin.workshopSettings). */
const INVOICING_TAB = 'facturation';
const WORKSHOP_TAB = 'horaires';

/**
 * 'Paramètres' (spec §2): opening hours, client message and terms and conditions; save button.
 * A tab 'Horaires' holds the workshop's hours and status (issue 42); with `invoicing` (issue 21,
 * composed by app/), a tab 'Facturation' holds it.
 */
export function AdminSettingsPage({ invoicing }: { invoicing?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const settings = useAdminSettings();
  const asked = params.get('tab');
  const tab = asked === WORKSHOP_TAB || (asked === INVOICING_TAB && invoicing) ? asked : 'general';
  // The hours are fetched once their tab is first shown, then kept mounted like the others.
  const [workshopShown, setWorkshopShown] = useState(tab === WORKSHOP_TAB);
  if (tab === WORKSHOP_TAB && !workshopShown) setWorkshopShown(true);

  useEffect(() => {
    if (settings.isError) toast.error(t.loadError, { id: 'settings-load-error' });
  }, [settings.isError]);

  let body;
  if (settings.isPending) body = <SettingsSkeleton />;
  else if (settings.isError) body = <LoadErrorState title={t.loadError} onRetry={() => void settings.refetch()} />;
  else body = <SettingsForm settings={settings.data} />;

  return (
    <>
      <PageHeader title={fr.pages.adminSettings} description={t.description} />
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'general' ? {} : { tab: next }, { replace: true })}>
        <TabsList aria-label={fr.pages.adminSettings} className="mb-6">
          <TabsTrigger value="general">{t.generalTab}</TabsTrigger>
          <TabsTrigger value={WORKSHOP_TAB}>{t.workshopTab}</TabsTrigger>
          {invoicing ? <TabsTrigger value={INVOICING_TAB}>{t.invoicingTab}</TabsTrigger> : null}
        </TabsList>
        {/* All kept mounted: switching tabs keeps what is typed in each form. */}
        <TabsContent value="general" forceMount className="data-[state=inactive]:hidden">
          {body}
        </TabsContent>
        <TabsContent value={WORKSHOP_TAB} forceMount className="data-[state=inactive]:hidden">
          {workshopShown ? <WorkshopSettings /> : null}
        </TabsContent>
        {invoicing ? (
          <TabsContent value={INVOICING_TAB} forceMount className="data-[state=inactive]:hidden">
            {invoicing}
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
