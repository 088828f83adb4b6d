import { ImagePlus, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { paths } from '@/lib/paths';

const t = imageGeneratorFr;

/** Draws a bitmap into a small canvas (the logo's thumbnail), on the header's dark tone. */
function BitmapThumbnail({ bitmap, label }: { bitmap: ImageBitmap; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const scale = Math.min(1, 160 / bitmap.width, 160 / bitmap.height);
    element.width = Math.max(1, Math.round(bitmap.width * scale));
    element.height = Math.max(1, Math.round(bitmap.height * scale));
    ctx.drawImage(bitmap, 0, 0, element.width, element.height);
  }, [bitmap]);
  return <canvas ref={canvas} role="img" aria-label={label} className="max-h-full max-w-full object-contain" />;
}

export interface GeneratorLogoFieldProps {
  /** The profile logo is being read. */
  loading: boolean;
  /** The profile logo in use (null when there is none or the client changed it). */
  profileLogo: ImageBitmap | null;
  /** Whether the profile has a logo to come back to. */
  hasProfileLogo: boolean;
  uploaded: { file: File; bitmap: ImageBitmap } | null;
  error: string | null;
  onChangeLogo: () => void;
  onUseProfileLogo: () => void;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/**
 * The client logo of the image (spec §2): the profile's, loaded from the server, with 'Changer le
 * logo' to clear it; or else a PNG chosen here ('Veuillez télécharger un fichier PNG').
 */
export function GeneratorLogoField(props: GeneratorLogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { loading, profileLogo, hasProfileLogo, uploaded, error } = props;

  if (loading) {
    return (
      <div className="flex items-center gap-4" aria-busy="true">
        <Skeleton className="size-20 rounded-lg" />
        <p role="status" className="text-sm text-zinc-600">
          {t.logoLoading}
        </p>
      </div>
    );
  }

  const shown = profileLogo ?? uploaded?.bitmap ?? null;
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-800 p-2 ring-1 ring-zinc-900/10">
          {shown ? (
            <BitmapThumbnail bitmap={shown} label={profileLogo ? t.profileLogo : t.uploadLogo} />
          ) : (
            <ImagePlus aria-hidden="true" className="size-6 text-zinc-400" />
          )}
        </div>
        {profileLogo ? (
          <div className="grid min-w-0 gap-1.5">
            <p className="text-sm font-medium text-zinc-900">{t.profileLogo}</p>
            <p className="text-xs text-zinc-600">{t.profileLogoHint}</p>
            <div>
              <Button variant="outline" size="sm" onClick={props.onChangeLogo}>
                <RotateCcw aria-hidden="true" />
                {t.changeLogo}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="generator-logo">{t.uploadLogo}</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
                <ImagePlus aria-hidden="true" />
                {uploaded ? t.replaceLogo : t.chooseLogo}
              </Button>
              {uploaded ? (
                <Button variant="ghost" size="sm" aria-label={t.removeLogo} title={t.removeLogo} onClick={props.onRemove}>
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {uploaded ? (
              <p className="truncate text-xs text-zinc-700" title={uploaded.file.name}>
                {uploaded.file.name}
              </p>
            ) : null}
            <p id="generator-logo-hint" className="text-xs text-zinc-600">
              {t.logoHint}
            </p>
          </div>
        )}
      </div>
      {!profileLogo ? (
        <input
          ref={input}
          id="generator-logo"
          type="file"
          accept="image/png"
          tabIndex={-1}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'generator-logo-hint generator-logo-error' : 'generator-logo-hint'}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) props.onChoose(chosen);
          }}
        />
      ) : null}
      {error ? (
        <p id="generator-logo-error" role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {!profileLogo ? (
        hasProfileLogo ? (
          <div>
            <Button variant="link" size="sm" className="h-auto px-0" onClick={props.onUseProfileLogo}>
              {t.useProfileLogo}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-zinc-600">
            {t.noProfileLogo}{' '}
            <Link to={paths.profile} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t.addProfileLogo}
            </Link>
          </p>
        )
      ) : null}
    </div>
  );
}
