import type { Dispatch } from 'react';
import { imageGeneratorFr } from '@/features/image-generator/fr';
import { CheckField, TextField } from '@/features/image-generator/components/generator-fields';
import type { GeneratorAction, GeneratorSettings } from '@/features/image-generator/lib/generator-state';

const t = imageGeneratorFr;

/** 'Contenu': the model, the score (power, torque), the intervention and the client's details. */
export function ContentFields({
  settings,
  dispatch,
  infoText,
}: {
  settings: GeneratorSettings;
  dispatch: Dispatch<GeneratorAction>;
  infoText: string;
}) {
  return (
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
  );
}
