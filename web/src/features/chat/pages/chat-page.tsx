import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function ChatPage() {
  return <PlaceholderPage title={fr.pages.chat} />;
}
