import { useReducer } from 'react';
import { PageHeader } from '@/components/page-header';
import { fr } from '@/i18n/fr';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { ContentFields } from '@/features/image-generator/components/content-fields';
import { FormatPicker } from '@/features/image-generator/components/format-picker';
import { GeneratorLogoField } from '@/features/image-generator/components/generator-logo-field';
import { Section } from '@/features/image-generator/components/generator-fields';
import { PartnersFields } from '@/features/image-generator/components/partners-fields';
import { PhotoField } from '@/features/image-generator/components/photo-field';
import { PreviewPanel } from '@/features/image-generator/components/preview-panel';
import { useClientDetails, useGeneratorImages, usePartnerAssets } from '@/features/image-generator/hooks/use-generator-assets';
import { useImageExport } from '@/features/image-generator/hooks/use-image-export';
import { generatorReducer, initialSettings } from '@/features/image-generator/lib/generator-state';
import { clientInfoText } from '@/features/image-generator/lib/image-layout';
import { buildScene, type SceneWords } from '@/features/image-generator/lib/scene';

const t = imageGeneratorFr;

const words: SceneWords = {
  power: t.powerBadge,
  torque: t.torqueBadge,
  intervention: t.interventionBadge,
  placeholder: t.previewPlaceholder,
  size: t.sizeText,
};

/**
 * Image generator (spec §2, §4, §5, §9): a vehicle photo, the client's logo, a format, the model
 * and either the score (power, torque) or a mechanical intervention, up to 4 partner logos and
 * the client's details, drawn live and saved as a full-size PNG.
 */
export function ImageGeneratorPage() {
  const [settings, dispatch] = useReducer(generatorReducer, initialSettings);
  const images = useGeneratorImages();
  const partners = usePartnerAssets(settings.partnerIds, dispatch);
  const client = useClientDetails();
  const exporter = useImageExport();
  const { photo, uploadedLogo, profileLogo } = images;
  const logoLoading = images.logoSource === 'profile' && profileLogo.isPending;
  const job = buildScene({ settings, photo: photo.decoded?.bitmap ?? null, logo: images.logo, partners: partners.assets, client, words });
  const download = () =>
    exporter.download({
      settings,
      photo: photo.decoded?.bitmap ?? null,
      logo: logoLoading ? undefined : images.logo,
      fallbackLogo: uploadedLogo.decoded?.bitmap ?? null,
      partners: partners.selected,
      bitmapById: partners.bitmapById,
      client,
      words,
    });

  return (
    <>
      <PageHeader title={fr.pages.imageGenerator} description={t.description} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <div className="grid gap-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <Section id="generator-photo-title" title={t.photoTitle}>
              <PhotoField file={photo.decoded?.file ?? null} error={images.photoError} onChoose={(file) => void images.choosePhoto(file)} />
            </Section>

            <Section id="generator-logo-title" title={t.logoTitle}>
              <GeneratorLogoField
                loading={logoLoading}
                profileLogo={images.profileBitmap}
                hasProfileLogo={!!profileLogo.data}
                uploaded={uploadedLogo.decoded}
                error={images.logoError}
                onChangeLogo={() => images.switchLogo('upload')}
                onUseProfileLogo={() => images.switchLogo('profile')}
                onChoose={(file) => void images.chooseLogo(file)}
                onRemove={() => images.switchLogo(null)}
              />
            </Section>
          </div>

          <Section id="generator-format-title" title={t.formatTitle}>
            <FormatPicker value={settings.format} onChange={(format) => dispatch({ type: 'format', format })} />
          </Section>

          <Section id="generator-content-title" title={t.contentTitle}>
            <ContentFields settings={settings} dispatch={dispatch} infoText={clientInfoText(client)} />
          </Section>

          <Section id="generator-partners-title" title={t.partnersTitle}>
            <PartnersFields choices={partners.choices} settings={settings} dispatch={dispatch} />
          </Section>
        </div>

        <Section id="generator-preview-title" title={t.previewTitle} className="lg:sticky lg:top-20">
          <PreviewPanel
            job={job}
            format={settings.format}
            hasPhoto={!!photo.decoded}
            generating={exporter.generating}
            onDownload={() => void download()}
          />
        </Section>
      </div>
    </>
  );
}
