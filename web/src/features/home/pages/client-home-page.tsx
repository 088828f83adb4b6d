import { PlaceholderPage } from '../../../components/placeholder-page';
import { fr } from '../../../i18n/fr';

export function ClientHomePage() {
  return <PlaceholderPage title={fr.pages.clientHome} />;
}
