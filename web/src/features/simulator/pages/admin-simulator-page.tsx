import { fr } from '@/i18n/fr';
import { simulatorFr } from '@/features/simulator/fr';
import { SimulatorView } from '@/features/simulator/components/simulator-view';

/** Administrator simulator (spec §2): the clients' view, without the order button (administrators do not order). */
export function AdminSimulatorPage() {
  return <SimulatorView title={fr.pages.adminSimulator} description={simulatorFr.adminDescription} orderCta={false} />;
}
