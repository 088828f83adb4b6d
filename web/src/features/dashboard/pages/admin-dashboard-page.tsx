import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function AdminDashboardPage() {
  return <PlaceholderPage title={fr.pages.adminDashboard} />;
}
