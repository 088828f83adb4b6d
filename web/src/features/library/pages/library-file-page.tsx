import type { LibraryFile } from '@app/shared/library/schemas';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLibraryActions, useLibraryFile } from '@/features/library/api/library';
import { KnownFileNotice } from '@/features/library/components/known-file-notice';
import { LibraryFileCard } from '@/features/library/components/library-file-card';
import { libraryFr as t } from '@/features/library/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast/toast';

function FileList({ files }: { files: LibraryFile[] }) {
  if (files.length === 0) return <p className="text-sm text-zinc-500">{t.none}</p>;
  return (
    <ul className="grid gap-3">
      {files.map((file) => (
        <li key={file.order_id}>
          <LibraryFileCard file={file} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/library/:id — a file's history: its reference, the orders with the same bytes and with the same software. */
export function LibraryFilePage() {
  const { id = '' } = useParams();
  const history = useLibraryFile(id);
  const { revoke, reuse } = useLibraryActions(id);
  const failed = (error: unknown) => toast.error(getErrorDetail(error) ?? t.loadError);
  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.admin.library}>
        <ArrowLeft aria-hidden="true" />
        {t.back}
      </Link>
    </Button>
  );
  if (history.isPending) return <Skeleton className="h-64" />;
  if (!history.data) return <LoadErrorState title={getErrorDetail(history.error) ?? t.loadError} onRetry={() => void history.refetch()} />;
  const { file, known, same_bytes, same_software } = history.data;
  return (
    <>
      <PageHeader title={`${t.history} · ${t.order(file.order_id.slice(0, 8).toUpperCase())}`} before={back} />
      <div className="grid gap-6">
        <KnownFileNotice known={known} sameSoftware={same_software.length} />
        <LibraryFileCard
          file={file}
          actions={(version) =>
            file.versions.find((v) => v.version === version)?.revoked ? null : (
              <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(version, { onSuccess: () => toast.success(t.revokeDone), onError: failed })}>
                {t.revoke}
              </Button>
            )
          }
        />
        <div>
          <Button variant="outline" disabled={reuse.isPending} onClick={() => reuse.mutate(!file.reusable, { onSuccess: () => toast.success(t.reuseDone), onError: failed })}>
            {file.reusable ? t.notReusable : t.reusableAgain}
          </Button>
        </div>
        <SectionCard title={t.sameBytes} hint={t.sameBytesHint}>
          <div className="p-4">
            <FileList files={same_bytes} />
          </div>
        </SectionCard>
        <SectionCard title={t.sameSoftware} hint={t.sameSoftwareListHint}>
          <div className="p-4">
            <FileList files={same_software} />
          </div>
        </SectionCard>
      </div>
    </>
  );
}
