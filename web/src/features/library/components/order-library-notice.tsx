import { Link } from 'react-router-dom';
import { useLibraryFile } from '@/features/library/api/library';
import { KnownFileNotice } from '@/features/library/components/known-file-notice';
import { libraryFr as t } from '@/features/library/fr';
import { paths } from '@/lib/paths';

/** On the administrator's order view: « Fichier connu » or « Même logiciel », and the file's history in the library. */
export function OrderLibraryNotice({ orderId }: { orderId: string }) {
  const history = useLibraryFile(orderId);
  if (!history.data) return null;
  return (
    <div className="grid gap-2">
      <KnownFileNotice known={history.data.known} sameSoftware={history.data.same_software.length} />
      <Link className="w-fit text-sm text-brand-700 underline" to={paths.admin.libraryFile(orderId)}>
        {t.openHistory}
      </Link>
    </div>
  );
}
