import { ArrowRight, Clock, FileText, Gauge, type LucideIcon, Megaphone, MessageSquare } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { WorkshopStatusBadge } from '@/components/workshop-status-badge';
import { fr } from '@/i18n/fr';
import { homeFr } from '@/features/home/fr';
import { cn } from '@/lib/utils';
// The one dependency on another feature: the latest orders and the new-order dialog.
import { useSettings } from '@/lib/account/app-settings';
import { paths } from '@/lib/paths';
import { hasSimulator } from '@/lib/simulator/simulator-source';

const t = homeFr;

interface QuickAction {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
}

const quickActions: QuickAction[] = [
  { to: paths.orders, ...t.actions.orders, icon: FileText, tone: 'bg-brand-50 text-brand-600' },
  ...(hasSimulator ? [{ to: paths.simulator, ...t.actions.simulator, icon: Gauge, tone: 'bg-amber-50 text-amber-600' }] : []),
  { to: paths.chat, ...t.actions.chat, icon: MessageSquare, tone: 'bg-emerald-50 text-emerald-600' },
];

/**
 * Client home (spec §2): settings message, opening hours, quick actions, latest orders. The
 * latest orders card belongs to the orders feature: the route (app/routes) passes it in.
 */
export function ClientHomePage({ latestOrders }: { latestOrders: (className: string | undefined) => ReactNode }) {
  const settings = useSettings();
  const message = settings.data?.client_message?.trim();
  const hours = settings.data?.opening_hours?.trim();

  useEffect(() => {
    // Spec §8: a settings failure is only logged; the home then shows no message and no hours.
    if (settings.isError) console.warn('Settings unavailable:', settings.error);
  }, [settings.isError, settings.error]);

  return (
    <>
      <PageHeader title={fr.pages.clientHome} description={t.welcome} />

      <div className="grid gap-6">
        <WorkshopStatusBadge />
        {message ? (
          <section
            aria-labelledby="home-important"
            className="flex gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
              <Megaphone aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 id="home-important" className="text-base font-semibold text-amber-950">
                {t.importantMessages}
              </h2>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-amber-900">{message}</p>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="home-quick-actions">
          <h2 id="home-quick-actions" className="sr-only">
            {t.quickActions}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {quickActions.map((action) => (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="group flex h-full items-start gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition outline-none hover:border-brand-200 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
                >
                  <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', action.tone)}>
                    <action.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 text-sm font-semibold text-zinc-900">
                      {action.title}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 text-zinc-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-zinc-500">{action.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className={cn('grid gap-6', hours ? 'lg:grid-cols-3' : undefined)}>
          {latestOrders(hours ? 'lg:col-span-2' : undefined)}
          {hours ? (
            <Card className="self-start p-5">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-lg bg-zinc-100 text-zinc-600">
                  <Clock aria-hidden="true" className="size-4" />
                </span>
                <h2 className="text-base font-semibold text-zinc-900">{t.openingHours}</h2>
              </div>
              <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-zinc-700">{hours}</p>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}
