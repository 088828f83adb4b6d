import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { fr } from '@/i18n/fr';
import { EmptyState } from './ui/empty-state';
import { PageHeader } from './page-header';

export interface PlaceholderPageProps {
  title: string;
  /** Shown above the title, e.g. a Back button. */
  before?: ReactNode;
}

/** A page whose feature is not built yet: its title and a plain notice, never fake data. */
export function PlaceholderPage({ title, before }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} before={before} />
      <EmptyState icon={Construction} description={<p>{fr.common.comingSoon}</p>} />
    </>
  );
}
