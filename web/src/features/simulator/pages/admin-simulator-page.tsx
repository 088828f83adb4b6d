import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminSimulatorPage() {
  return <PlaceholderPage title={fr.pages.adminSimulator} />;
}
