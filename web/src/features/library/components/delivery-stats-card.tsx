import { Zap } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useDeliveryStats } from '@/features/library/api/library';
import { delayText, libraryFr as t } from '@/features/library/fr';

const percent = (share: number) => `${Math.round(share * 100)}\u00a0%`;

/** The dashboard's card: this month's share of automatic deliveries and the median delays, automatic vs by hand. */
export function DeliveryStatsCard() {
  const stats = useDeliveryStats();
  if (!stats.data) return null;
  const { automatic_share, median_seconds } = stats.data;
  return (
    <Card className="p-5">
      <section aria-label={t.stats.title} className="grid gap-2 text-sm">
        <h2 className="flex items-center gap-2 font-semibold text-zinc-900">
          <Zap aria-hidden="true" className="size-4" />
          {t.stats.title}
        </h2>
        <p>{t.stats.share(percent(automatic_share))}</p>
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-xs text-zinc-500">{t.stats.medianAuto}</dt>
            <dd className="font-semibold tabular-nums">{delayText(median_seconds.automatic)}</dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-500">{t.stats.medianManual}</dt>
            <dd className="font-semibold tabular-nums">{delayText(median_seconds.manual)}</dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
