import { ImagePlus, X } from 'lucide-react';
import type { LogoSource } from '@/lib/api/logo-sources';
import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '@/lib/format/format';
import { LOGO_ACCEPT, checkLogoFile } from '@/lib/account/logo-file';
import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';
import { LogoImage } from './logo-image';
import { Button } from './ui/button';
import { Label } from './ui/label';

export interface LogoPickerProps {
  id: string;
  /** The field's name, 'Nouveau logo' unless given; the buttons' words are the same everywhere. */
  label?: string;
  hint: string;
  file: File | null;
  /** Called with the chosen file (null when cleared) and the message of a refused file. */
  onChange: (file: File | null, error: string | null) => void;
  error?: string | null;
  /** The logo shown in the preview box while no file is chosen. */
  current?: { source: LogoSource; name: string; alt: string } | null;
  disabled?: boolean;
}

/** A preview URL of the chosen file, revoked when it changes or the picker goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Chooses a logo image: a preview box, 'Choisir une image', the file's name and size and a
 * remove button. The file type is checked at once (spec §5, 'Veuillez sélectionner un fichier image').
 */
export function LogoPicker({
  id,
  label = fr.logoPicker.newLogo,
  hint,
  file,
  onChange,
  error,
  current,
  disabled = false,
}: LogoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(error ? null : file);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-zinc-50',
            error ? 'border-red-300' : 'border-zinc-200',
          )}
        >
          {preview ? (
            <img src={preview} alt={fr.logoPicker.selected} className="max-h-full max-w-full object-contain p-1.5" />
          ) : (
            (current ? (
              <LogoImage source={current.source} name={current.name} alt={current.alt} className="size-full" imageClassName="p-1.5" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-6 text-zinc-400" />
            ))
          )}
        </div>
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {file ? fr.logoPicker.change : fr.logoPicker.choose}
            </Button>
            {file ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={fr.logoPicker.remove}
                title={fr.logoPicker.remove}
                onClick={() => {
                  if (input.current) input.current.value = '';
                  onChange(null, null);
                }}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          {file ? (
            <p className="truncate text-xs text-zinc-700" title={file.name}>
              {file.name} · {formatFileSize(file.size)}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-zinc-500">
            {hint}
          </p>
        </div>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_ACCEPT}
        disabled={disabled}
        tabIndex={-1}
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          onChange(chosen, chosen ? checkLogoFile(chosen) : null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
