import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminPartnersPage() {
  return <PlaceholderPage title={fr.pages.adminPartners} />;
}
