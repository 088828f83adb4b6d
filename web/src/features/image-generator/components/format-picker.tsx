import { imageGeneratorFr } from '@/features/image-generator/fr';
import { cn } from '@/lib/utils';
import { IMAGE_FORMAT_IDS, IMAGE_FORMATS, type ImageFormat } from '@/features/image-generator/lib/image-layout';

const t = imageGeneratorFr;

/** The four formats of spec §9 as radio cards, each with a small frame of its proportions. */
export function FormatPicker({ value, onChange }: { value: ImageFormat; onChange: (format: ImageFormat) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t.formatTitle}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {IMAGE_FORMAT_IDS.map((format) => {
          const { width, height } = IMAGE_FORMATS[format];
          const checked = value === format;
          return (
            <label
              key={format}
              className={cn(
                'relative flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2',
                checked ? 'border-brand-600 bg-brand-50' : 'border-zinc-200 bg-white hover:bg-zinc-50',
              )}
            >
              <input
                type="radio"
                name="image-format"
                value={format}
                checked={checked}
                onChange={() => onChange(format)}
                className="sr-only"
              />
              <span className="flex h-12 items-center justify-center" aria-hidden="true">
                <span
                  className={cn('block rounded-sm border-2', checked ? 'border-brand-600 bg-brand-100' : 'border-zinc-400')}
                  style={{ height: 44, width: Math.round((44 * width) / height) }}
                />
              </span>
              <span className="text-sm font-semibold text-zinc-900">{format}</span>
              <span className="text-xs leading-tight text-zinc-600">{t.formats[format]}</span>
              <span className="text-xs text-zinc-600 tabular-nums">{t.sizeText(width, height)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
