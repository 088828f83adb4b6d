import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function ProfilePage() {
  return <PlaceholderPage title={fr.pages.profile} />;
}
