import { SearchX, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { fr } from '@/i18n/fr';

/** A searched list with no match: what was not found and 'Effacer la recherche'. */
export function NoSearchResults({ title, description, onClear }: { title: string; description: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden="true" />
          {fr.common.clearSearch}
        </Button>
      }
    />
  );
}
