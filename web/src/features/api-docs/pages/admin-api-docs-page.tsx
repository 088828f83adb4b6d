import { useEffect, useRef, useState } from 'react';
import 'swagger-ui-dist/swagger-ui.css';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { API_BASE_URL, OPENAPI_PATH } from '@/lib/api/api-paths';
import { apiDocsFr as t } from '@/features/api-docs/fr';
import { REFERENCE_LAYOUT, referenceLayoutPlugin } from '@/features/api-docs/reference-layout';

const documentUrl = `${API_BASE_URL}${OPENAPI_PATH}`;

/**
 * The API reference, drawn by Swagger UI from GET /api/openapi.json. The renderer (1.7 MB) is
 * loaded only here, in its own chunk; it runs under the site's CSP (no eval, styles inline).
 */
export function AdminApiDocsPage() {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let current = true;
    import('swagger-ui-dist/swagger-ui-es-bundle.js')
      .then(({ default: SwaggerUI }) => {
        if (!current || !host.current) return;
        SwaggerUI({
          domNode: host.current,
          url: documentUrl,
          deepLinking: false,
          docExpansion: 'list',
          defaultModelsExpandDepth: -1,
          // The page's main holds the reference: Swagger UI's own layout nests a second one.
          plugins: [referenceLayoutPlugin],
          layout: REFERENCE_LAYOUT,
          // Swagger UI draws the document's `servers` as a select without a label (axe: select-name).
          onComplete: () => host.current?.querySelector('select#servers')?.setAttribute('aria-label', t.servers),
        });
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="space-y-4">
      <PageHeader title={t.title} description={t.description} />
      <a className="text-sm text-primary underline" href={documentUrl} download="openapi.json">
        {t.download}
      </a>
      {state === 'loading' && <Spinner />}
      {state === 'failed' && <p role="alert">{t.failed}</p>}
      <div ref={host} className="rounded-md border border-zinc-200 bg-white" data-testid="api-reference" />
    </div>
  );
}
