import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminSettingsPage() {
  return <PlaceholderPage title={fr.pages.adminSettings} />;
}
