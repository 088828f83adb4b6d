import { describe, expect, it } from 'vitest';
import { aChangeSummary, anAnalysis } from '@/test/analysis-fixture';
import { analysisSummary, analysisWarnings, changeSummaryText, groupedNumber, hexOffset } from './analysis-summary';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const none = { manufacturer: null, ecu_variant: null, hardware_number: null, software_number: null, part_number: null };

describe('the summary line of a read', () => {
  it('joins the parts found, with the hardware number grouped as on the label, and says a clean read is complete', () => {
    expect(analysisSummary(anAnalysis({ health: 'ok', findings: [] }))).toBe(
      'Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778 · lecture complète',
    );
  });

  it('leaves out what was not found, and the family stands in for a variant not found', () => {
    const identifiers = { ...none, manufacturer: 'Bosch', software_number: '1037541778' };
    expect(analysisSummary(anAnalysis({ identifiers, health: 'ok', findings: [] }))).toBe('Bosch EDC17 · logiciel 1037541778 · lecture complète');
    expect(analysisSummary(anAnalysis({ identifiers: { ...none, part_number: '03L906018AJ' }, family: null, health: 'ok', findings: [] }))).toBe(
      'réf. 03L906018AJ · lecture complète',
    );
  });

  it('does not call a read with findings complete: the warnings are shown instead, prefixed ⚠', () => {
    const analysis = anAnalysis();
    expect(analysisSummary(analysis)).toBe('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778');
    expect(analysisWarnings(analysis)).toEqual(['⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000']);
  });

  it('says when nothing was recognised', () => {
    expect(analysisSummary(anAnalysis({ identifiers: none, family: null, health: 'unreadable' }))).toBe('Aucun identifiant reconnu');
  });

  it('groups only ten-digit numbers and writes offsets in upper-case hex', () => {
    expect(groupedNumber('0261208941')).toBe('0261 208 941');
    expect(groupedNumber('0281A')).toBe('0281A');
    expect(hexOffset(0x1a0000)).toBe('0x1A0000');
  });
});

describe('the change summary of a version', () => {
  it('counts bytes and regions, and places the largest region', () => {
    expect(spaces(changeSummaryText(aChangeSummary()))).toBe('1 234 octets modifiés · 3 zones, la plus grande de 2 Ko à 0x1C4000');
    expect(spaces(changeSummaryText(aChangeSummary({ bytes_changed: 1, regions: 1, largest_region: { offset: 16, length: 1 } })))).toBe(
      '1 octet modifié · 1 zone de 1 o à 0x10',
    );
  });

  it("says an identical file is identical, but not one of another size", () => {
    const same = { bytes_changed: 0, regions: 0, largest_region: null };
    expect(changeSummaryText(aChangeSummary(same))).toBe("Identique à l'original");
    expect(changeSummaryText(aChangeSummary({ ...same, size: 1024, size_differs: true }))).toBe('0 octet modifié · 0 zone');
  });
});
