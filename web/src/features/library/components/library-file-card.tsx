import type { LibraryFile } from '@app/shared/library/schemas';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { libraryFr as t } from '@/features/library/fr';
import { formatDateTime } from '@/lib/format/format';
import { paths } from '@/lib/paths';

const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/** One order of the library: its vehicle, client, original's identification and delivered versions. */
export function LibraryFileCard({ file, actions }: { file: LibraryFile; actions?: (version: string) => React.ReactNode }) {
  const { original } = file;
  return (
    <article className="grid gap-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={paths.admin.libraryFile(file.order_id)} className="font-semibold break-words text-zinc-900 underline-offset-2 hover:underline" aria-label={t.open(shortId(file.order_id))}>
          {t.order(shortId(file.order_id))} · {file.vehicle || '—'}
        </Link>
        <span className="text-xs text-zinc-500">{formatDateTime(file.created_at)}</span>
      </div>
      <p className="break-words text-zinc-600">
        {file.client_name} · {file.engine} · {file.services.join(', ') || '—'}
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-zinc-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t.familyShort}&#8239;: </dt>
          <dd className="inline">{original.family ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t.software}&#8239;: </dt>
          <dd className="inline">{original.software_number ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t.hardware}&#8239;: </dt>
          <dd className="inline">{original.hardware_number ?? '—'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="inline font-medium">SHA-256&#8239;: </dt>
          <dd className="inline font-mono break-all">{original.sha256 ?? '—'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {original.health ? <Badge variant={original.health === 'ok' ? 'success' : 'warning'}>{t.health[original.health]}</Badge> : null}
        {!file.reusable ? <Badge variant="warning">{t.notReusable}</Badge> : null}
      </div>
      <div>
        <p className="font-medium text-zinc-900">{t.versions}</p>
        {file.versions.length === 0 ? (
          <p className="text-zinc-500">{t.noVersion}</p>
        ) : (
          <ul className="grid gap-1">
            {file.versions.map((version) => (
              <li key={version.version} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{version.version.toUpperCase()}</span>
                <span className="break-all">{version.filename}</span>
                <span className="text-xs text-zinc-500">{formatDateTime(version.delivered_at)}</span>
                {version.copied_from ? <span className="text-xs text-zinc-500">({t.copiedFrom(shortId(version.copied_from.order_id), version.copied_from.version)})</span> : null}
                {version.revoked ? <Badge variant="warning">{t.revoked}</Badge> : null}
                {version.reusable ? <Badge variant="success">{t.reusable}</Badge> : null}
                {actions?.(version.version)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
