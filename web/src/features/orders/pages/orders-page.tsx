import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function OrdersPage() {
  return <PlaceholderPage title={fr.pages.orders} />;
}
