import { PlaceholderPage } from '@/components/placeholder-page';
import { fr } from '@/i18n/fr';

export function ImageGeneratorPage() {
  return <PlaceholderPage title={fr.pages.imageGenerator} />;
}
