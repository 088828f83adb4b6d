import { useEffect } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';
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

/** 'Paramètres' (spec §2): opening hours, client message and terms and conditions; save button. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();

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
      {body}
    </>
  );
}
