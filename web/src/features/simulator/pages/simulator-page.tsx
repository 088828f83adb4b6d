import { fr } from '@/i18n/fr';
import { simulatorFr } from '@/features/simulator/fr';
import { SimulatorView } from '@/features/simulator/components/simulator-view';

/** Client simulator 'Simulateur & gains' (spec §2). */
export function SimulatorPage() {
  return <SimulatorView title={fr.pages.simulator} description={simulatorFr.description} orderCta />;
}
