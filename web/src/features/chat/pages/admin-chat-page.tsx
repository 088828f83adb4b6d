import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function AdminChatPage() {
  return <PlaceholderPage title={fr.pages.adminChat} />;
}
