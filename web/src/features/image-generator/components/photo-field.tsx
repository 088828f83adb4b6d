import { ImageUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { formatFileSize } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = imageGeneratorFr;

export interface PhotoFieldProps {
  file: File | null;
  error: string | null;
  onChoose: (file: File) => void;
}

/** The vehicle photo: a drop zone and 'Choisir une photo'; any image type (it is cover-cropped). */
export function PhotoField({ file, error, onChoose }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="generator-photo" className="sr-only">
        {t.photoTitle}
      </Label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : error ? 'border-red-300 bg-red-50/40' : 'border-zinc-300 bg-zinc-50',
        )}
      >
        <ImageUp aria-hidden="true" className="size-8 text-zinc-500" />
        <Button variant={file ? 'outline' : 'default'} onClick={() => input.current?.click()}>
          {file ? t.changePhoto : t.choosePhoto}
        </Button>
        {file ? (
          <p className="max-w-full truncate text-xs text-zinc-700" title={file.name}>
            {file.name} · {formatFileSize(file.size)}
          </p>
        ) : null}
        <p id="generator-photo-hint" className="text-xs text-zinc-600">
          {t.photoHint}
        </p>
      </div>
      <input
        ref={input}
        id="generator-photo"
        type="file"
        accept="image/*"
        tabIndex={-1}
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'generator-photo-hint generator-photo-error' : 'generator-photo-hint'}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {error ? (
        <p id="generator-photo-error" role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
