import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function SimulatorPage() {
  return <PlaceholderPage title={fr.pages.simulator} />;
}
