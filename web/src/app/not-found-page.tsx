import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fr } from '@/i18n/fr';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  usePageTitle(fr.common.notFoundTitle);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-zinc-400" />
        <h1 className="mt-4 text-lg font-semibold">{fr.common.notFoundTitle}</h1>
        <p className="mt-2 text-sm text-zinc-600">{fr.common.notFoundText}</p>
        <Link to={paths.home} className={buttonVariants({ className: 'mt-6' })}>
          {fr.common.backHome}
        </Link>
      </Card>
    </main>
  );
}
