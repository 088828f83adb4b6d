import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function AdminSavPage() {
  return <PlaceholderPage title={fr.pages.adminSav} />;
}
