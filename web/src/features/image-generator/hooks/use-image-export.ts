import type { Partner } from '@app/shared/partners/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { logoSources, type LogoSource } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';
import { loadLogoBitmap } from '@/features/image-generator/api/logo-bitmaps';
import { partnerLogoSource } from '@/features/image-generator/hooks/use-generator-assets';
import type { GeneratorSettings } from '@/features/image-generator/lib/generator-state';
import { imageFileName } from '@/features/image-generator/lib/image-layout';
import { renderPng, saveBlob } from '@/features/image-generator/lib/render-job';
import { buildScene, type SceneInput } from '@/features/image-generator/lib/scene';

const t = imageGeneratorFr;

interface ExportInput {
  settings: GeneratorSettings;
  photo: ImageBitmap | null;
  /** The logo shown, or undefined while the profile's logo is still loading. */
  logo: ImageBitmap | null | undefined;
  fallbackLogo: ImageBitmap | null;
  partners: Partner[];
  bitmapById: Map<string, ImageBitmap | null>;
  client: SceneInput['client'];
  words: SceneInput['words'];
}

/** 'Télécharger': renders the full-size PNG, waiting for the logos still loading so that the file holds what the preview is about to show. */
export function useImageExport() {
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);

  const bitmapOf = (source: LogoSource) =>
    queryClient
      .ensureQueryData({ queryKey: queryKeys.logoBitmap(source), queryFn: () => loadLogoBitmap(source), staleTime: Infinity })
      .catch(() => null);

  const download = async (input: ExportInput) => {
    if (!input.photo || generating) return;
    setGenerating(true);
    try {
      const logo = input.logo === undefined ? ((await bitmapOf(logoSources.mine)) ?? input.fallbackLogo) : input.logo;
      const partners = await Promise.all(
        input.partners.map(async (p) => ({
          name: p.name,
          logo: input.bitmapById.get(p.id) ?? (p.has_logo ? await bitmapOf(partnerLogoSource(p)) : null),
        })),
      );
      const full = buildScene({ settings: input.settings, photo: input.photo, logo, partners, client: input.client, words: input.words });
      saveBlob(await renderPng(full), imageFileName(input.settings.model));
      toast.success(t.downloaded);
    } catch (error) {
      console.error('Image generation failed:', error);
      toast.error(t.downloadError);
    } finally {
      setGenerating(false);
    }
  };
  return { generating, download };
}
