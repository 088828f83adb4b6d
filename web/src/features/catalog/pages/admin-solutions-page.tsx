import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function AdminSolutionsPage() {
  return <PlaceholderPage title={fr.pages.adminSolutions} />;
}
