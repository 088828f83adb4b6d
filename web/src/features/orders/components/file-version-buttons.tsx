import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { sortVersions, versionLabel } from '@app/shared/orders/versions';
import type { Order } from '@app/shared/orders/schemas';
import { Button } from '@/components/ui/button';
import { downloadOrderFile } from '@/features/orders/api/download-file';

/** One download button per stored version: Original, V1, V2... sorted by number, then SAV. */
export function FileVersionButtons({ order, originalLabel }: { order: Pick<Order, 'id' | 'files'>; originalLabel?: (name: string) => string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (version: string) => {
    setBusy(version);
    try {
      await downloadOrderFile(order.id, version);
    } catch {
      toast.error('Erreur lors du téléchargement');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {sortVersions(Object.keys(order.files)).map((version) => {
        const file = order.files[version];
        const label = version === 'original' && originalLabel && file ? originalLabel(file.filename) : versionLabel(version);
        return (
          <Button
            key={version}
            size="sm"
            variant={version === 'original' ? 'outline' : 'secondary'}
            disabled={busy !== null}
            onClick={() => void download(version)}
            title={file?.filename}
          >
            <Download aria-hidden />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
