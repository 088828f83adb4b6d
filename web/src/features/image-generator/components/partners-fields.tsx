import type { Partner } from '@app/shared/partners/schemas';
import type { Dispatch } from 'react';
import { RetryButton } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { CheckField } from '@/features/image-generator/components/generator-fields';
import { PartnerSelectors } from '@/features/image-generator/components/partner-selectors';
import type { GeneratorAction, GeneratorSettings } from '@/features/image-generator/lib/generator-state';

const t = imageGeneratorFr;

interface PartnerChoices {
  isPending: boolean;
  isError: boolean;
  data: Partner[] | undefined;
  refetch: () => unknown;
}

function PartnersBody({ choices, settings, dispatch }: { choices: PartnerChoices; settings: GeneratorSettings; dispatch: Dispatch<GeneratorAction> }) {
  const partners = choices.data ?? [];
  if (choices.isPending) return <Skeleton className="h-16" />;
  if (choices.isError && !choices.data) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-zinc-600">{t.partnersLoadError}</p>
        <RetryButton size="sm" onClick={() => void choices.refetch()} />
      </div>
    );
  }
  if (partners.length === 0) return <p className="text-sm text-zinc-600">{t.noPartners}</p>;
  return (
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

/** 'Partenaires': show them or not, and up to 4 chosen among the partners (their loading, error and empty states). */
export function PartnersFields(props: { choices: PartnerChoices; settings: GeneratorSettings; dispatch: Dispatch<GeneratorAction> }) {
  return (
    <div className="grid gap-4">
      <CheckField
        id="generator-show-partners"
        label={t.showPartners}
        checked={props.settings.showPartners}
        onChange={(checked) => props.dispatch({ type: 'toggle', field: 'showPartners', checked })}
      />
      <PartnersBody {...props} />
    </div>
  );
}
