import { describe, expect, it } from 'vitest';
import { choosePartner, generatorReducer, initialSettings, scoreValues } from './generator-state';

describe('choosePartner (spec §4)', () => {
  it('adds a partner in the empty selector, up to 4', () => {
    expect(choosePartner([], 0, 'a')).toEqual(['a']);
    expect(choosePartner(['a'], 1, 'b')).toEqual(['a', 'b']);
    expect(choosePartner(['a', 'b', 'c', 'd'], 4, 'e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces the partner of a slot', () => {
    expect(choosePartner(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
  });

  it('moves a partner chosen in another slot', () => {
    expect(choosePartner(['a', 'b', 'c'], 2, 'a')).toEqual(['b', 'a']);
    expect(choosePartner(['a', 'b', 'c'], 0, 'c')).toEqual(['c', 'b']);
    expect(choosePartner(['a', 'b'], 2, 'a')).toEqual(['b', 'a']);
    expect(choosePartner(['a', 'b', 'c', 'd'], 4, 'a')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('removes the slot on an empty choice', () => {
    expect(choosePartner(['a', 'b', 'c'], 1, '')).toEqual(['a', 'c']);
    expect(choosePartner(['a'], 1, '')).toEqual(['a']);
  });

  it('keeps a partner chosen again in its own slot, and ignores slots out of range', () => {
    expect(choosePartner(['a', 'b'], 1, 'b')).toEqual(['a', 'b']);
    expect(choosePartner(['a'], 5, 'b')).toEqual(['a']);
  });
});

describe('generatorReducer', () => {
  it('starts from the spec §9 defaults', () => {
    expect(initialSettings).toMatchObject({
      format: '3:4',
      power: '400CV',
      torque: '500NM',
      showScore: true,
      showIntervention: false,
      showPartners: true,
      showClientInfo: true,
      partnerIds: [],
    });
    expect(initialSettings.model).not.toBe('');
    expect(initialSettings.intervention).not.toBe('');
  });

  it('keeps score and intervention exclusive, and lets both be off', () => {
    const intervention = generatorReducer(initialSettings, { type: 'intervention', checked: true });
    expect([intervention.showScore, intervention.showIntervention]).toEqual([false, true]);
    const score = generatorReducer(intervention, { type: 'score', checked: true });
    expect([score.showScore, score.showIntervention]).toEqual([true, false]);
    const none = generatorReducer(score, { type: 'score', checked: false });
    expect([none.showScore, none.showIntervention]).toEqual([false, false]);
  });

  it('edits texts, format and toggles', () => {
    let state = generatorReducer(initialSettings, { type: 'text', field: 'model', value: 'Audi RS3' });
    state = generatorReducer(state, { type: 'format', format: '9:16' });
    state = generatorReducer(state, { type: 'toggle', field: 'showClientInfo', checked: false });
    expect(state).toMatchObject({ model: 'Audi RS3', format: '9:16', showClientInfo: false });
  });

  it('selects partners and forgets deleted ones', () => {
    let state = generatorReducer(initialSettings, { type: 'partner', slot: 0, partnerId: 'a' });
    state = generatorReducer(state, { type: 'partner', slot: 1, partnerId: 'b' });
    expect(state.partnerIds).toEqual(['a', 'b']);
    const same = generatorReducer(state, { type: 'knownPartners', ids: ['a', 'b', 'c'] });
    expect(same).toBe(state);
    expect(generatorReducer(state, { type: 'knownPartners', ids: ['b'] }).partnerIds).toEqual(['b']);
  });

  it('lists the non-empty score values', () => {
    expect(scoreValues({ power: '400CV', torque: ' ' })).toEqual([{ label: 'power', value: '400CV' }]);
  });
});
