import { sortVersions, versionLabel } from '@app/shared/orders/versions';
import type { Order } from '@app/shared/orders/schemas';
import { formatDateTime, formatFileSize } from '@/lib/format/format';
import { ChangeSummaryLine } from './file-analysis/change-summary-line';
import { Sha256Value } from './file-analysis/sha256-value';
import { downloadLabel, DownloadButton } from './file-version-buttons';
import { useFileDownload } from './use-file-download';

/**
 * The stored versions, one row each: the download button, the name, size and date, the SHA-256
 * (issue 18: both sides can tell which file was sent) and what the version changed against the
 * original (issue 37: the garage sees it too, it is its car).
 */
export function FileVersionList({
  order,
  originalLabel,
}: {
  order: Pick<Order, 'id' | 'files'>;
  originalLabel?: (name: string) => string;
}) {
  const { busy, download } = useFileDownload(order.id);
  return (
    <ul className="grid divide-y divide-zinc-100">
      {sortVersions(Object.keys(order.files)).map((version) => {
        const file = order.files[version];
        if (!file) return null;
        const sha256 = file.sha256 ?? file.analysis?.sha256;
        const label = downloadLabel(order, version, originalLabel);
        return (
          <li key={version} className="grid min-w-0 gap-1.5 py-2.5 first:pt-0 last:pb-0" data-version={version}>
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
              <DownloadButton
                version={version}
                label={label}
                filename={file.filename}
                busy={busy !== null}
                onDownload={(v) => void download(v)}
              />
              {/* The name, unless the button already says it (the administrator's original); a long one wraps, never cut. */}
              <span className="min-w-0 flex-1 basis-40 text-xs break-all text-zinc-700">
                {label === file.filename ? null : file.filename}
              </span>
              <span className="shrink-0 text-xs text-zinc-500 tabular-nums">
                {formatFileSize(file.size)} · {formatDateTime(file.uploaded_at)}
              </span>
            </div>
            {sha256 ? <Sha256Value sha256={sha256} label={versionLabel(version)} /> : null}
            {file.changes ? <ChangeSummaryLine changes={file.changes} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
