import { Download } from 'lucide-react';
import { sortVersions, versionLabel } from '@app/shared/orders/versions';
import type { Order } from '@app/shared/orders/schemas';
import { Button } from '@/components/ui/button';
import { useFileDownload } from './use-file-download';

/** The label of a version's download button: Original (or the original's name, shortened), V1, V2..., SAV. */
export const downloadLabel = (order: Pick<Order, 'files'>, version: string, originalLabel?: (name: string) => string): string => {
  const file = order.files[version];
  return version === 'original' && originalLabel && file ? originalLabel(file.filename) : versionLabel(version);
};

/** A version's download button. */
export function DownloadButton({
  version,
  label,
  filename,
  busy,
  onDownload,
}: {
  version: string;
  label: string;
  filename: string | undefined;
  busy: boolean;
  onDownload: (version: string) => void;
}) {
  return (
    <Button
      size="sm"
      variant={version === 'original' ? 'outline' : 'secondary'}
      disabled={busy}
      onClick={() => onDownload(version)}
      title={filename}
    >
      <Download aria-hidden />
      {label}
    </Button>
  );
}

/** One download button per stored version: Original, V1, V2... sorted by number, then SAV. */
export function FileVersionButtons({ order, originalLabel }: { order: Pick<Order, 'id' | 'files'>; originalLabel?: (name: string) => string }) {
  const { busy, download } = useFileDownload(order.id);
  return (
    <div className="flex flex-wrap gap-2">
      {sortVersions(Object.keys(order.files)).map((version) => (
        <DownloadButton
          key={version}
          version={version}
          label={downloadLabel(order, version, originalLabel)}
          filename={order.files[version]?.filename}
          busy={busy !== null}
          onDownload={(v) => void download(v)}
        />
      ))}
    </div>
  );
}
