import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function AdminCompletedPage() {
  return <PlaceholderPage title={fr.pages.adminCompleted} />;
}
