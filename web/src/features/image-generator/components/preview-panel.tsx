import { Download } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { ImagePreview } from '@/features/image-generator/components/image-preview';
import type { GeneratorSettings } from '@/features/image-generator/lib/generator-state';
import { IMAGE_FORMATS } from '@/features/image-generator/lib/image-layout';
import type { RenderJob } from '@/features/image-generator/lib/render-job';

const t = imageGeneratorFr;

/** The live preview, its format caption and 'Télécharger' (which needs a photo). */
export function PreviewPanel({
  job,
  format,
  hasPhoto,
  generating,
  onDownload,
}: {
  job: RenderJob;
  format: GeneratorSettings['format'];
  hasPhoto: boolean;
  generating: boolean;
  onDownload: () => void;
}) {
  const { width, height } = IMAGE_FORMATS[format];
  const size = t.sizeText(width, height);
  return (
    <div className="grid gap-4">
      <ImagePreview
        job={job}
        label={hasPhoto ? t.previewLabel(format, size) : `${t.previewLabel(format, size)}\u202f: ${t.previewPlaceholder}`}
      />
      <p className="text-center text-xs text-zinc-600 tabular-nums" data-testid="preview-caption">
        {t.formatCaption(format, size)}
      </p>
      <BusyButton
        size="lg"
        className="w-full"
        busy={generating}
        disabled={!hasPhoto}
        icon={<Download aria-hidden="true" />}
        onClick={onDownload}
        aria-describedby={hasPhoto ? undefined : 'generator-need-photo'}
      >
        {t.download}
      </BusyButton>
      {!hasPhoto ? (
        <p id="generator-need-photo" className="text-center text-xs text-zinc-600">
          {t.needPhoto}
        </p>
      ) : null}
    </div>
  );
}
