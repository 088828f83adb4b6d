import { CircleAlert, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fr } from '@/i18n/fr';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { NotFoundPage } from './not-found-page';

/** Router error element: a 404 shows the not-found page, anything else a reload prompt. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle(fr.common.unexpectedError);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-600" />
        <h1 className="mt-4 text-lg font-semibold">{fr.common.unexpectedError}</h1>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {fr.common.reloadPage}
        </Button>
      </Card>
    </div>
  );
}
