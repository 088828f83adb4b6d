import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminSecurityPage() {
  return <PlaceholderPage title={fr.pages.adminSecurity} />;
}
