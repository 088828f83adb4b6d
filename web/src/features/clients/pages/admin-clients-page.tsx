import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminClientsPage() {
  return <PlaceholderPage title={fr.pages.adminClients} />;
}
