import { Card } from '@/components/ui/card';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { settingsFr } from '@/features/settings/fr';
import { useAdminWorkshop } from '@/features/settings/api/workshop';
import { useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';
import { WorkshopHoursEditor } from './workshop-hours-editor';
import { WorkshopStatusCard } from './workshop-status-card';

const t = settingsFr.workshop;

/** 'Paramètres' › 'Horaires' (issue 42): the status card, then the hours and closures editor. */
export function WorkshopSettings() {
  const workshop = useAdminWorkshop();
  useLoadErrorToast(workshop.isError, t.loadError, 'workshop-load-error');
  if (workshop.isPending) {
    return (
      <SkeletonGroup className="grid gap-6">
        {[0, 1].map((i) => (
          <Card key={i} className="grid gap-4 p-5">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-40" />
          </Card>
        ))}
      </SkeletonGroup>
    );
  }
  if (workshop.isError) return <LoadErrorState title={t.loadError} onRetry={() => void workshop.refetch()} />;
  return (
    <div className="grid gap-6">
      <WorkshopStatusCard workshop={workshop.data} />
      <WorkshopHoursEditor calendar={workshop.data.calendar} />
    </div>
  );
}
