import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function AdminFilesPage() {
  return <PlaceholderPage title={fr.pages.adminFiles} />;
}
