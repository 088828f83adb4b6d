import type { Partner } from '@app/shared/partners/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RetryButton } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { logoPaths } from '@/lib/api/api-paths';
import { queryKeys } from '@/lib/api/query-keys';
import { cn } from '@/lib/utils';
import { useClientInfo } from '@/features/image-generator/api/get-client-info';
import { usePartnerChoices } from '@/features/image-generator/api/get-partners';
import { loadLogoBitmap, useLogoBitmap, useLogoBitmaps } from '@/features/image-generator/api/logo-bitmaps';
import { FormatPicker } from '@/features/image-generator/components/format-picker';
import { GeneratorLogoField } from '@/features/image-generator/components/generator-logo-field';
import { ImagePreview } from '@/features/image-generator/components/image-preview';
import { PartnerSelectors } from '@/features/image-generator/components/partner-selectors';
import { PhotoField } from '@/features/image-generator/components/photo-field';
import { generatorReducer, initialSettings } from '@/features/image-generator/lib/generator-state';
import { clientInfoText, IMAGE_FORMATS, imageFileName } from '@/features/image-generator/lib/image-layout';
import type { PartnerAsset } from '@/features/image-generator/lib/render-image';
import { renderPng, saveBlob } from '@/features/image-generator/lib/render-job';
import { buildScene, type SceneWords } from '@/features/image-generator/lib/scene';
import { useFileBitmap } from '@/features/image-generator/lib/use-file-bitmap';

const t = imageGeneratorFr;

const words: SceneWords = {
  power: t.powerBadge,
  torque: t.torqueBadge,
  intervention: t.interventionBadge,
  placeholder: t.previewPlaceholder,
  size: t.sizeText,
};

function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('p-5', className)} aria-labelledby={id} role="region">
      <h2 id={id} className="mb-4 text-base font-semibold text-zinc-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function CheckField({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

function TextField({
  id,
  label,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} placeholder={placeholder} maxLength={80} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

const partnerLogoPath = (partner: Partner) => logoPaths.partner(partner.id);

/**
 * Image generator (spec §2, §4, §5, §9): a vehicle photo, the client's logo, a format, the model
 * and either the score (power, torque) or a mechanical intervention, up to 4 partner logos and
 * the client's details, drawn live and saved as a full-size PNG.
 */
export function ImageGeneratorPage() {
  const queryClient = useQueryClient();
  const [settings, dispatch] = useReducer(generatorReducer, initialSettings);
  const photo = useFileBitmap();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const uploadedLogo = useFileBitmap();
  const [logoError, setLogoError] = useState<string | null>(null);
  // 'profile' until 'Changer le logo': then the logo is the PNG chosen here, or none.
  const [logoSource, setLogoSource] = useState<'profile' | 'upload'>('profile');
  const [generating, setGenerating] = useState(false);

  const me = useClientInfo();
  const profileLogo = useLogoBitmap(logoPaths.mine);
  const partnerChoices = usePartnerChoices();
  const partners = useMemo(() => partnerChoices.data ?? [], [partnerChoices.data]);

  useEffect(() => {
    if (partnerChoices.data) dispatch({ type: 'knownPartners', ids: partnerChoices.data.map((p) => p.id) });
  }, [partnerChoices.data]);
  useEffect(() => {
    if (partnerChoices.isError) toast.error(t.partnersLoadError, { id: 'generator-partners-error' });
  }, [partnerChoices.isError]);
  useEffect(() => {
    // Spec §8: a missing or unreadable client logo counts as none.
    if (profileLogo.isError) console.warn('Profile logo unavailable:', profileLogo.error);
  }, [profileLogo.isError, profileLogo.error]);

  const selectedPartners = useMemo(
    () => settings.partnerIds.map((id) => partners.find((p) => p.id === id)).filter((p): p is Partner => !!p),
    [settings.partnerIds, partners],
  );
  const withLogo = selectedPartners.filter((p) => p.has_logo);
  const partnerBitmaps = useLogoBitmaps(withLogo.map(partnerLogoPath));
  const bitmapById = new Map(withLogo.map((p, index) => [p.id, partnerBitmaps[index]?.data ?? null]));
  const partnerAssets: PartnerAsset[] = selectedPartners.map((p) => ({ name: p.name, logo: bitmapById.get(p.id) ?? null }));

  const profileBitmap = logoSource === 'profile' ? (profileLogo.data ?? null) : null;
  const logo = profileBitmap ?? uploadedLogo.decoded?.bitmap ?? null;
  const client = {
    company: me.data?.company_name ?? '',
    address: me.data?.address ?? '',
    phone: me.data?.phone ?? '',
  };

  const job = buildScene({ settings, photo: photo.decoded?.bitmap ?? null, logo, partners: partnerAssets, client, words });
  const { width, height } = IMAGE_FORMATS[settings.format];
  const size = t.sizeText(width, height);

  const choosePhoto = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      setPhotoError(t.notImage);
      toast.error(t.notImage);
      return;
    }
    const ok = await photo.choose(file);
    setPhotoError(ok ? null : t.photoUnreadable);
    if (!ok) toast.error(t.photoUnreadable);
  };

  const chooseLogo = async (file: File) => {
    // Spec §5: the generator's own logo must be a PNG.
    if (file.type !== 'image/png') {
      setLogoError(t.notPng);
      toast.error(t.notPng);
      return;
    }
    const ok = await uploadedLogo.choose(file);
    setLogoError(ok ? null : t.photoUnreadable);
    if (!ok) toast.error(t.photoUnreadable);
  };

  /** Waits for logos still loading, so that the file holds what the preview is about to show. */
  const exportAssets = async () => {
    const bitmapOf = (path: string) =>
      queryClient
        .ensureQueryData({ queryKey: queryKeys.logoBitmap(path), queryFn: () => loadLogoBitmap(path), staleTime: Infinity })
        .catch(() => null);
    const exportLogo =
      logoSource === 'profile' && profileLogo.isPending
        ? ((await bitmapOf(logoPaths.mine)) ?? uploadedLogo.decoded?.bitmap ?? null)
        : logo;
    const exportPartners = await Promise.all(
      selectedPartners.map(async (p) => ({
        name: p.name,
        logo: bitmapById.get(p.id) ?? (p.has_logo ? await bitmapOf(partnerLogoPath(p)) : null),
      })),
    );
    return { exportLogo, exportPartners };
  };

  const download = async () => {
    if (!photo.decoded || generating) return;
    setGenerating(true);
    try {
      const { exportLogo, exportPartners } = await exportAssets();
      const full = buildScene({ settings, photo: photo.decoded.bitmap, logo: exportLogo, partners: exportPartners, client, words });
      const blob = await renderPng(full);
      saveBlob(blob, imageFileName(settings.model));
      toast.success(t.downloaded);
    } catch (error) {
      console.error('Image generation failed:', error);
      toast.error(t.downloadError);
    } finally {
      setGenerating(false);
    }
  };

  const infoText = clientInfoText(client);

  let partnersBody: ReactNode;
  if (partnerChoices.isPending) {
    partnersBody = <Skeleton className="h-16" />;
  } else if (partnerChoices.isError && !partnerChoices.data) {
    partnersBody = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-zinc-600">{t.partnersLoadError}</p>
        <RetryButton size="sm" onClick={() => void partnerChoices.refetch()} />
      </div>
    );
  } else if (partners.length === 0) {
    partnersBody = <p className="text-sm text-zinc-600">{t.noPartners}</p>;
  } else {
    partnersBody = (
      <div className="grid gap-3">
        <PartnerSelectors
          partners={partners}
          selected={settings.partnerIds}
          onChoose={(slot, partnerId) => dispatch({ type: 'partner', slot, partnerId })}
        />
        <p className="text-xs text-zinc-600">{t.partnersHint}</p>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={fr.pages.imageGenerator} description={t.description} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <div className="grid gap-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <Section id="generator-photo-title" title={t.photoTitle}>
              <PhotoField file={photo.decoded?.file ?? null} error={photoError} onChoose={(file) => void choosePhoto(file)} />
            </Section>

            <Section id="generator-logo-title" title={t.logoTitle}>
              <GeneratorLogoField
                loading={logoSource === 'profile' && profileLogo.isPending}
                profileLogo={profileBitmap}
                hasProfileLogo={!!profileLogo.data}
                uploaded={uploadedLogo.decoded}
                error={logoError}
                onChangeLogo={() => {
                  setLogoSource('upload');
                  uploadedLogo.clear();
                  setLogoError(null);
                }}
                onUseProfileLogo={() => {
                  setLogoSource('profile');
                  uploadedLogo.clear();
                  setLogoError(null);
                }}
                onChoose={(file) => void chooseLogo(file)}
                onRemove={() => {
                  uploadedLogo.clear();
                  setLogoError(null);
                }}
              />
            </Section>
          </div>

          <Section id="generator-format-title" title={t.formatTitle}>
            <FormatPicker value={settings.format} onChange={(format) => dispatch({ type: 'format', format })} />
          </Section>

          <Section id="generator-content-title" title={t.contentTitle}>
            <div className="grid gap-5">
              <TextField
                id="generator-model"
                label={t.model}
                value={settings.model}
                placeholder={t.modelPlaceholder}
                onChange={(value) => dispatch({ type: 'text', field: 'model', value })}
              />
              <div className="grid gap-3">
                <CheckField
                  id="generator-show-score"
                  label={t.showScore}
                  checked={settings.showScore}
                  onChange={(checked) => dispatch({ type: 'score', checked })}
                />
                {settings.showScore ? (
                  <div className="grid gap-3 pl-6 sm:grid-cols-2">
                    <TextField
                      id="generator-power"
                      label={t.power}
                      value={settings.power}
                      onChange={(value) => dispatch({ type: 'text', field: 'power', value })}
                    />
                    <TextField
                      id="generator-torque"
                      label={t.torque}
                      value={settings.torque}
                      onChange={(value) => dispatch({ type: 'text', field: 'torque', value })}
                    />
                  </div>
                ) : null}
              </div>
              <div className="grid gap-3">
                <CheckField
                  id="generator-show-intervention"
                  label={t.showIntervention}
                  checked={settings.showIntervention}
                  onChange={(checked) => dispatch({ type: 'intervention', checked })}
                />
                {settings.showIntervention ? (
                  <div className="pl-6">
                    <TextField
                      id="generator-intervention"
                      label={t.intervention}
                      value={settings.intervention}
                      placeholder={t.interventionPlaceholder}
                      onChange={(value) => dispatch({ type: 'text', field: 'intervention', value })}
                    />
                  </div>
                ) : null}
              </div>
              <div className="grid gap-1.5 border-t border-zinc-100 pt-4">
                <CheckField
                  id="generator-show-info"
                  label={t.showClientInfo}
                  checked={settings.showClientInfo}
                  onChange={(checked) => dispatch({ type: 'toggle', field: 'showClientInfo', checked })}
                />
                <p className="pl-6 text-xs break-words text-zinc-600">{infoText || t.clientInfoEmpty}</p>
              </div>
            </div>
          </Section>

          <Section id="generator-partners-title" title={t.partnersTitle}>
            <div className="grid gap-4">
              <CheckField
                id="generator-show-partners"
                label={t.showPartners}
                checked={settings.showPartners}
                onChange={(checked) => dispatch({ type: 'toggle', field: 'showPartners', checked })}
              />
              {partnersBody}
            </div>
          </Section>
        </div>

        <Section id="generator-preview-title" title={t.previewTitle} className="lg:sticky lg:top-20">
          <div className="grid gap-4">
            <ImagePreview
              job={job}
              label={
                photo.decoded
                  ? t.previewLabel(settings.format, size)
                  : `${t.previewLabel(settings.format, size)} : ${t.previewPlaceholder}`
              }
            />
            <p className="text-center text-xs text-zinc-600 tabular-nums" data-testid="preview-caption">
              {t.formatCaption(settings.format, size)}
            </p>
            <BusyButton
              size="lg"
              className="w-full"
              busy={generating}
              disabled={!photo.decoded}
              icon={<Download aria-hidden="true" />}
              onClick={() => void download()}
              aria-describedby={photo.decoded ? undefined : 'generator-need-photo'}
            >
              {t.download}
            </BusyButton>
            {!photo.decoded ? (
              <p id="generator-need-photo" className="text-center text-xs text-zinc-600">
                {t.needPhoto}
              </p>
            ) : null}
          </div>
        </Section>
      </div>
    </>
  );
}
