import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function TermsPage() {
  return <PlaceholderPage title={fr.pages.terms} />;
}
