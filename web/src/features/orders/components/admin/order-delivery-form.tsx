import type { Order } from '@app/shared/orders/schemas';
import {
  BAD_EXTENSION_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  hasAllowedExtension,
  MAX_ORDER_FILE_BYTES,
  ORDER_FILE_EXTENSIONS,
  versionLabel,
  type DeliveryKind,
} from '@app/shared/orders/versions';
import { FileCheck2, FileUp, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { adminOrderFr } from '@/features/orders/fr';
import { useAnalysedUpload } from '@/features/orders/components/file-analysis/use-analysed-upload';
import { getErrorDetail } from '@/lib/api/api-error';
import { cn } from '@/lib/utils';
import { useDeliverOrderFile } from '@/features/orders/api/admin-deliver-file';
import { formatFileSize } from '@/lib/format/format';
import { DeliveryUploadStatus } from './delivery-upload-status';
import { nextVersionKey, newestVersionKey } from './versions';

const t = adminOrderFr;
const ACCEPT = ORDER_FILE_EXTENSIONS.join(',');

/** The file's problem, or undefined when it can be sent. */
function checkFile(file: File | null): string | undefined {
  if (!file) return t.fileRequired;
  if (!hasAllowedExtension(file.name)) return BAD_EXTENSION_MESSAGE;
  if (file.size > MAX_ORDER_FILE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return undefined;
}

/**
 * Delivers a modified file: 'Nouvelle version' (the server assigns the next vN) or 'Fichier SAV'
 * (replaces the SAV file). The file is uploaded as soon as it is chosen (with its progress) and
 * analysed against the order's original, so the administrator sees what it changes before
 * sending it (issue 18); sending uses that upload. On success the order is refreshed.
 */
export function OrderDeliveryForm({ order }: { order: Order }) {
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DeliveryKind>(order.status === 'sav' ? 'sav' : 'nouvelle');
  const upload = useAnalysedUpload({ purpose: 'delivery', orderId: order.id });
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useDeliverOrderFile();
  const busy = mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkFile(file);
    if (problem || !file) return setError(problem);
    setError(undefined);
    mutation.mutate(
      { orderId: order.id, file, version: kind, keyOf: upload.keyOf },
      {
        onSuccess: (updated) => {
          const delivered = kind === 'sav' ? 'sav' : newestVersionKey(updated.files);
          toast.success(t.delivered, delivered ? { description: t.deliveredVersion(versionLabel(delivered)) } : {});
          setFile(null);
          upload.track(null);
          if (inputRef.current) inputRef.current.value = '';
        },
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.deliveryError),
      },
    );
  };

  /** A file chosen is checked, then (when it can be sent) uploaded and analysed right away. */
  const choose = (chosen: File | null) => {
    const problem = chosen ? checkFile(chosen) : undefined;
    setFile(chosen);
    setError(problem);
    setDragging(false);
    upload.track(chosen && !problem ? chosen : null);
  };

  const hint =
    kind === 'sav'
      ? order.files.sav
        ? t.replacesSav
        : undefined
      : t.nextVersion(versionLabel(nextVersionKey(order.files)));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={busy}>
      <FormField
        id="delivery-file"
        label={t.deliveryFile}
        error={error}
        hint={t.deliveryHint(ORDER_FILE_EXTENSIONS.join(', '))}
      >
        <div
          className={cn(
            'relative flex items-center gap-3 rounded-lg border border-dashed px-3 py-3 transition-colors has-[:focus-visible]:border-brand-500 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/20',
            error
              ? 'border-red-400 bg-red-50/40'
              : dragging
                ? 'border-brand-500 bg-brand-50'
                : 'border-zinc-300 bg-zinc-50/60 hover:border-brand-400 hover:bg-brand-50/40',
            busy && 'opacity-60',
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-xs ring-1 ring-zinc-200"
          >
            {file ? <FileCheck2 className="size-4" /> : <FileUp className="size-4" />}
          </span>
          <span aria-hidden="true" className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium text-zinc-900">{file ? file.name : t.chooseFile}</span>
            <span className="text-xs text-zinc-500">{file ? formatFileSize(file.size) : t.dropHint}</span>
          </span>
          {/* The real input covers the zone: click and drop both land on it. */}
          <input
            ref={inputRef}
            id="delivery-file"
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delivery-file-error' : 'delivery-file-hint'}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
        </div>
      </FormField>
      <DeliveryUploadStatus upload={upload} />
      <FormField id="delivery-version" label={t.versionType} hint={hint}>
        <NativeSelect
          id="delivery-version"
          value={kind}
          disabled={busy}
          onChange={(event) => setKind(event.target.value as DeliveryKind)}
          aria-describedby={hint ? 'delivery-version-hint' : undefined}
        >
          <option value="nouvelle">{t.versionNew}</option>
          <option value="sav">{t.versionSav}</option>
        </NativeSelect>
      </FormField>
      <BusyButton type="submit" busy={busy} icon={<Upload aria-hidden="true" />}>
        {t.deliverySubmit}
      </BusyButton>
    </form>
  );
}
