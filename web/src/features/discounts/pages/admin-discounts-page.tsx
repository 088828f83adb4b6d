import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function AdminDiscountsPage() {
  return <PlaceholderPage title={fr.pages.adminDiscounts} />;
}
