import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminUsersPage() {
  return <PlaceholderPage title={fr.pages.adminUsers} />;
}
