import { Copy } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { IconButton } from '@/components/ui/icon-button';
import { fileAnalysisFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';

const t = fileAnalysisFr;

/** 'a1b2c3d4…e5f6a7b8': enough to compare by eye; the copy button gives the whole of it. */
export const shortSha256 = (sha256: string): string => `${sha256.slice(0, 8)}…${sha256.slice(-8)}`;

async function copy(sha256: string) {
  try {
    await navigator.clipboard.writeText(sha256);
    toast.success(t.copied);
  } catch {
    toast.error(t.copyFailed);
  }
}

/** Copies a whole SHA-256; named after its version ('Copier le SHA-256 (V1)'). */
export function CopySha256Button({ sha256, label }: { sha256: string; label: string }) {
  return <IconButton icon={Copy} label={t.copySha(label)} className="size-7" onClick={() => void copy(sha256)} />;
}

/** A file's SHA-256, shortened (whole in the tooltip and in the copy), with its copy button named after the version. */
export function Sha256Value({ sha256, label, className }: { sha256: string; label: string; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1 text-xs text-zinc-600', className)} data-testid="sha256">
      <span className="shrink-0 font-medium">{t.sha256}</span>
      <span className="truncate font-mono text-zinc-800" title={sha256} data-sha256={sha256}>
        {shortSha256(sha256)}
      </span>
      <CopySha256Button sha256={sha256} label={label} />
    </span>
  );
}
