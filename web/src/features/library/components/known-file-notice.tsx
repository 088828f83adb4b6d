import type { KnownFile } from '@app/shared/library/schemas';
import { FileCheck2, Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { libraryFr as t } from '@/features/library/fr';
import { paths } from '@/lib/paths';

/** « Fichier connu » (same original bytes, same services, a reusable delivered version) or « Même logiciel » as a hint. */
export function KnownFileNotice({ known, sameSoftware }: { known: KnownFile | null; sameSoftware: number }) {
  if (known) {
    const id = known.order_id.slice(0, 8).toUpperCase();
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
        <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{t.knownFile}</p>
          <p>
            {t.knownFileText(id, known.version.toUpperCase())}{' '}
            <Link className="underline" to={paths.admin.order(known.order_id)}>
              {t.order(id)}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  if (sameSoftware > 0) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{t.sameSoftwareHint}</p>
          <p>{t.sameSoftwareText(sameSoftware)}</p>
        </div>
      </div>
    );
  }
  return null;
}
