import type { Partner } from '@app/shared/partners/schemas';
import { type Dispatch, useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { logoSources } from '@/lib/api/logo-sources';
import { useClientInfo } from '@/features/image-generator/api/get-client-info';
import { usePartnerChoices } from '@/features/image-generator/api/get-partners';
import { useLogoBitmap, useLogoBitmaps } from '@/features/image-generator/api/logo-bitmaps';
import type { GeneratorAction } from '@/features/image-generator/lib/generator-state';
import type { PartnerAsset } from '@/features/image-generator/lib/render-image';
import { useFileBitmap } from '@/features/image-generator/lib/use-file-bitmap';

const t = imageGeneratorFr;

export const partnerLogoSource = (partner: Partner) => logoSources.partner(partner.id);

/** The partners to choose from, the chosen ones and their logos (spec §8: a failed list is said once). */
export function usePartnerAssets(partnerIds: readonly string[], dispatch: Dispatch<GeneratorAction>) {
  const choices = usePartnerChoices();
  const partners = useMemo(() => choices.data ?? [], [choices.data]);
  useEffect(() => {
    if (choices.data) dispatch({ type: 'knownPartners', ids: choices.data.map((p) => p.id) });
  }, [choices.data, dispatch]);
  useEffect(() => {
    if (choices.isError) toast.error(t.partnersLoadError, { id: 'generator-partners-error' });
  }, [choices.isError]);

  const selected = useMemo(
    () => partnerIds.map((id) => partners.find((p) => p.id === id)).filter((p): p is Partner => !!p),
    [partnerIds, partners],
  );
  const withLogo = selected.filter((p) => p.has_logo);
  const bitmaps = useLogoBitmaps(withLogo.map(partnerLogoSource));
  const bitmapById = new Map(withLogo.map((p, index) => [p.id, bitmaps[index]?.data ?? null]));
  const assets: PartnerAsset[] = selected.map((p) => ({ name: p.name, logo: bitmapById.get(p.id) ?? null }));
  return { choices, selected, bitmapById, assets };
}

/**
 * The vehicle photo and the logo: the profile's logo until 'Changer le logo', then the PNG chosen
 * here (spec §5: a PNG only), or none. Each choice says in French why a file is refused.
 */
export function useGeneratorImages() {
  const photo = useFileBitmap();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const uploadedLogo = useFileBitmap();
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoSource, setLogoSource] = useState<'profile' | 'upload'>('profile');
  const profileLogo = useLogoBitmap(logoSources.mine);
  useEffect(() => {
    // Spec §8: a missing or unreadable client logo counts as none.
    if (profileLogo.isError) console.warn('Profile logo unavailable:', profileLogo.error);
  }, [profileLogo.isError, profileLogo.error]);

  const choose = async (file: File, accepted: boolean, refusal: string, target: typeof photo, setError: (error: string | null) => void) => {
    if (!accepted) {
      setError(refusal);
      toast.error(refusal);
      return;
    }
    const ok = await target.choose(file);
    setError(ok ? null : t.photoUnreadable);
    if (!ok) toast.error(t.photoUnreadable);
  };
  const choosePhoto = (file: File) => choose(file, file.type.startsWith('image/'), t.notImage, photo, setPhotoError);
  const chooseLogo = (file: File) => choose(file, file.type === 'image/png', t.notPng, uploadedLogo, setLogoError);
  const switchLogo = (source: 'profile' | 'upload' | null) => {
    if (source) setLogoSource(source);
    uploadedLogo.clear();
    setLogoError(null);
  };

  const profileBitmap = logoSource === 'profile' ? (profileLogo.data ?? null) : null;
  const logo = profileBitmap ?? uploadedLogo.decoded?.bitmap ?? null;
  return { photo, photoError, uploadedLogo, logoError, logoSource, profileLogo, profileBitmap, logo, choosePhoto, chooseLogo, switchLogo };
}

/** The client's details printed on the image (spec §2). */
export function useClientDetails() {
  const me = useClientInfo();
  return {
    company: me.data?.company_name ?? '',
    address: me.data?.address ?? '',
    phone: me.data?.phone ?? '',
  };
}
