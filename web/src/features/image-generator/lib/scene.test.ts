import { describe, expect, it } from 'vitest';
import { generatorReducer, initialSettings } from './generator-state';
import { buildScene, highlightOf, type SceneInput } from './scene';

const bitmap = (width: number, height: number) => ({ width, height }) as ImageBitmap;

const input: SceneInput = {
  settings: initialSettings,
  photo: null,
  logo: bitmap(400, 400),
  partners: [
    { name: 'Bosch', logo: bitmap(300, 100) },
    { name: 'Sans logo', logo: null },
  ],
  client: { company: 'Garage Dupont', address: '12 rue de la Paix', phone: '+33 6 12 34 56 78' },
  words: { power: 'Puissance', torque: 'Couple', intervention: 'Intervention', placeholder: 'Ajoutez une photo', size: (w, h) => `${w} × ${h} px` },
};

describe('buildScene', () => {
  it('shows the defaults: 3:4, two score badges, two partner slots, the client info and the format size', () => {
    const job = buildScene(input);
    expect([job.layout.width, job.layout.height]).toEqual([1080, 1440]);
    expect(job.texts.scores).toEqual([
      { label: 'Puissance', value: '400CV' },
      { label: 'Couple', value: '500NM' },
    ]);
    expect(job.texts.intervention).toBeNull();
    expect(job.layout.highlights).toHaveLength(2);
    expect(job.layout.partnerSlots).toHaveLength(2);
    expect(job.assets.partners).toHaveLength(2);
    expect(job.texts.clientInfo).toBe('Garage Dupont  •  12 rue de la Paix  •  +33 6 12 34 56 78');
    expect(job.texts.placeholder.size).toBe('1080 × 1440 px');
    expect(job.layout.logo).toMatchObject({ width: 250, height: 250 });
  });

  it('shows the intervention instead of the scores, and hides partners and info when switched off', () => {
    let settings = generatorReducer(initialSettings, { type: 'intervention', checked: true });
    settings = generatorReducer(settings, { type: 'toggle', field: 'showPartners', checked: false });
    settings = generatorReducer(settings, { type: 'toggle', field: 'showClientInfo', checked: false });
    const job = buildScene({ ...input, settings });
    expect(job.texts.scores).toEqual([]);
    expect(job.texts.intervention).toEqual({ label: 'Intervention', text: initialSettings.intervention });
    expect(job.layout.partnerBand).toBeNull();
    expect(job.assets.partners).toEqual([]);
    expect(job.layout.infoLine).toBeNull();
  });

  it('shows nothing in the highlight area when both displays are off or the intervention is blank', () => {
    const off = generatorReducer(initialSettings, { type: 'score', checked: false });
    expect(highlightOf(off)).toEqual({ kind: 'none' });
    const blank = generatorReducer(generatorReducer(initialSettings, { type: 'intervention', checked: true }), {
      type: 'text',
      field: 'intervention',
      value: '  ',
    });
    expect(highlightOf(blank)).toEqual({ kind: 'none' });
  });
});
