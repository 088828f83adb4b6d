import type { PrivacyExport } from '@app/shared/privacy/schemas';
import { Download, FileArchive, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { RetryButton } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { privacyFr } from '@/features/privacy/fr';
import { exportLink, useExports, useStartExport, type ExportsOwner } from '@/features/privacy/api/exports';
import { getErrorDetail } from '@/lib/api/api-error';
import { saveLink } from '@/lib/browser/save-link';
import { formatDateTime, formatFileSize } from '@/lib/format/format';

const t = privacyFr.exports;

const statusBadge: Record<PrivacyExport['status'], NonNullable<BadgeProps['variant']>> = {
  en_preparation: 'info',
  prete: 'success',
  echec: 'danger',
  expiree: 'secondary',
};

function ExportRow({ item, owner }: { item: PrivacyExport; owner: ExportsOwner }) {
  const [saving, setSaving] = useState(false);
  const requested = formatDateTime(item.requestedAt);
  const details = [
    t.requestedOn(requested),
    item.readyAt ? t.readyOn(formatDateTime(item.readyAt)) : null,
    item.status === 'prete' && item.expiresAt ? t.expiresOn(formatDateTime(item.expiresAt)) : null,
    item.status === 'prete' && item.sizeBytes !== undefined ? formatFileSize(item.sizeBytes) : null,
  ].filter(Boolean);

  // The link lives a few minutes: asked for at the click, then the browser follows it.
  const save = async () => {
    setSaving(true);
    try {
      saveLink((await exportLink(owner, item.id)).url, t.fileName);
    } catch (cause) {
      toast.error(getErrorDetail(cause) ?? t.saveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
      <FileArchive aria-hidden="true" className="hidden size-5 shrink-0 text-zinc-500 sm:block" />
      <div className="min-w-0 flex-1">
        <Badge variant={statusBadge[item.status]}>
          {item.status === 'en_preparation' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t.statusLabels[item.status]}
        </Badge>
        <p className="mt-1 text-xs text-zinc-600">{details.join(' · ')}</p>
      </div>
      {item.status === 'prete' ? (
        <BusyButton
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          busy={saving}
          icon={<Download aria-hidden="true" />}
          aria-label={t.saveLabel(requested)}
          onClick={() => void save()}
        >
          {saving ? t.saving : t.save}
        </BusyButton>
      ) : null}
    </li>
  );
}

function ExportsList({ owner }: { owner: ExportsOwner }) {
  const exports = useExports(owner);
  if (exports.isPending) return <Skeleton className="mt-3 h-12 w-full" />;
  if (exports.isError)
    return (
      <div role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2">
        <p className="text-sm text-red-800">{t.loadError}</p>
        <RetryButton size="sm" onClick={() => void exports.refetch()} />
      </div>
    );
  if (exports.data.length === 0) return <p className="mt-3 text-sm text-zinc-600">{t.empty}</p>;
  return (
    <ul aria-label={t.listLabel} className="mt-1 divide-y divide-zinc-100">
      {exports.data.map((item) => (
        <ExportRow key={item.id} item={item} owner={owner} />
      ))}
    </ul>
  );
}

/** Starts an export and lists the exports with their status and a download button once 'Prête'. */
export function ExportsPanel({ owner, startLabel }: { owner: ExportsOwner; startLabel: string }) {
  const start = useStartExport(owner);
  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: () => toast.success(t.started),
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.startError),
    });

  return (
    <div>
      <BusyButton busy={start.isPending} icon={<Download aria-hidden="true" />} onClick={onStart}>
        {start.isPending ? t.preparing : startLabel}
      </BusyButton>
      <ExportsList owner={owner} />
    </div>
  );
}
