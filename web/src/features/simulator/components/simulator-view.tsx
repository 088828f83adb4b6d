import { ArrowRight, Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { simulatorFr } from '@/features/simulator/fr';
import { paths } from '@/lib/paths';
import { configuredSimulator as source } from '@/lib/simulator/simulator-source';
import { SimulatorEmbed } from './simulator-embed';

const t = simulatorFr;

/**
 * The simulator page (spec §2): the embedded simulator, the disclaimer and, for clients, a
 * call to order ('Créer une nouvelle commande': /orders with the new-order form open). Administrators see it as clients do.
 */
export function SimulatorView({ title, description, orderCta }: { title: string; description: string; orderCta: boolean }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {/* One column no wider than the screen: an implicit column grows to the error card's widest line. */}
      <div className="grid grid-cols-1 gap-6">
        <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="text-sm text-amber-950">
            <p className="font-semibold">{t.disclaimer}</p>
            <p className="mt-0.5 text-amber-900">{t.disclaimerDetail}</p>
          </div>
        </div>

        <SimulatorEmbed source={source} />

        {orderCta ? (
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-base font-semibold text-zinc-900">{t.ctaTitle}</h2>
              <p className="mt-1 text-sm text-zinc-600">{t.ctaText}</p>
            </div>
            <Button asChild size="lg" className="self-start sm:self-auto">
              <Link to={paths.newOrder}>
                {t.createOrder}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </Card>
        ) : null}
      </div>
    </>
  );
}
