import { describe, expect, it } from 'vitest';
import { TextSearch } from './text-search';
import { variantInfo } from './identifier-patterns';

/** The identifiers found in these bytes, fed in chunks of `chunk` bytes. */
function find(bytes: Uint8Array | string, chunk = 1 << 16) {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  const search = new TextSearch();
  for (let at = 0; at < data.length; at += chunk) search.add(data.subarray(at, at + chunk));
  search.finish();
  return search.found;
}
/** A printable string framed by binary bytes, as it sits in a dump. */
const framed = (text: string) => `\x00\x8f${text}\x00\xff`;

describe('Bosch hardware numbers', () => {
  it.each(['0281017946', '0261207939', '0261S04953'])('finds %s', (n) => {
    expect(find(framed(n)).hardware_number).toBe(n);
    expect(find(framed(`HW: ${n}, SW`)).hardware_number).toBe(n);
  });

  it.each([
    ['one digit short', '028101794'],
    ['one digit more', '02810179461'],
    ['glued to a digit before', '90281017946'],
    ['glued to a letter after', '0281017946A'],
    ['another prefix', '0271017946'],
    ['an S with six digits', '0261S049531'],
    ['spaced', '0 281 017 946'],
  ])('ignores %s: %s', (_why, text) => {
    expect(find(framed(text)).hardware_number).toBeUndefined();
  });

  it('ignores a number cut by a non-printable byte', () => {
    expect(find('\x00028101\x017946\x00').hardware_number).toBeUndefined();
    expect(find('\x00028101\xe97946\x00').hardware_number).toBeUndefined();
  });
});

describe('Bosch software numbers', () => {
  it('finds 1037 and six digits', () => {
    expect(find(framed('1037541778')).software_number).toBe('1037541778');
  });

  it.each(['103754177', '10375417781', '1038541778', 'x1037541778'])('ignores %s', (text) => {
    expect(find(framed(text)).software_number).toBeUndefined();
  });
});

describe('VAG part numbers', () => {
  it.each(['03L906018AJ', '03L906018', '038906019KP', '06A906032HN', '8E0910401', '09G927750AB', '1K0907115ABC'])('finds %s', (n) => {
    expect(find(framed(`${n} 2.0l R4 TDI`)).part_number).toBe(n);
  });

  it.each([
    ['a prefix too short', '3L906018AJ'],
    ['five digits after the group', '03L90601AJ'],
    ['not the electrics group 9', '03L806018AJ'],
    ['an index of four letters', '03L906018ABCD'],
    ['glued to a letter before', 'X03L906018AJ'],
    ['glued to a digit after', '03L9060181'],
    ['a Bosch hardware number', '0281017946'],
    ['a Bosch software number', '1037541778'],
    ['a lower-case prefix', '03l906018AJ'],
  ])('ignores %s: %s', (_why, text) => {
    expect(find(framed(text)).part_number).toBeUndefined();
  });
});

describe('ECU variants', () => {
  it.each([
    ['EDC15P+', 'EDC15P+', 'EDC15', 'Bosch'],
    ['EDC15C2', 'EDC15C2', 'EDC15', 'Bosch'],
    ['EDC16C39', 'EDC16C39', 'EDC16', 'Bosch'],
    ['EDC16CP34', 'EDC16CP34', 'EDC16', 'Bosch'],
    ['EDC17C66', 'EDC17C66', 'EDC17', 'Bosch'],
    ['EDC17_C46', 'EDC17C46', 'EDC17', 'Bosch'],
    ['MED17.5.2', 'MED17.5.2', 'MED17', 'Bosch'],
    ['ME17.9.20', 'ME17.9.20', 'MED17', 'Bosch'],
    ['MEVD17.2.6', 'MEVD17.2.6', 'MED17', 'Bosch'],
    ['ME7.5', 'ME7.5', 'ME7', 'Bosch'],
    ['ME7.1.1', 'ME7.1.1', 'ME7', 'Bosch'],
    ['MED9.1', 'MED9.1', 'ME9', 'Bosch'],
    ['MD1CS004', 'MD1CS004', 'MD1', 'Bosch'],
    ['MG1CS011', 'MG1CS011', 'MG1', 'Bosch'],
    ['SIMOS18.1', 'SIMOS18.1', 'SIMOS', 'Siemens/Continental'],
    ['SIMOS 3.3', 'SIMOS3.3', 'SIMOS', 'Siemens/Continental'],
    ['PPD1.2', 'PPD1.2', 'PPD', 'Siemens/Continental'],
    ['SID807', 'SID807', 'SID807', 'Siemens/Continental'],
    ['SID803A', 'SID803A', 'SID803', 'Siemens/Continental'],
    ['PCR2.1', 'PCR2.1', 'PCR', 'Siemens/Continental'],
    ['DCM3.5', 'DCM3.5', 'DCM', 'Delphi'],
    ['DCM6.2A', 'DCM6.2A', 'DCM', 'Delphi'],
    ['IAW 5NF', 'IAW5NF', 'IAW', 'Marelli'],
    ['MJD6JF', 'MJD6JF', 'MJD', 'Marelli'],
    ['MM4LV', 'MM4LV', 'MM', 'Marelli'],
  ])('%s → %s, family %s, %s', (text, variant, family, manufacturer) => {
    const found = find(framed(`R4 2.0l ${text} 0000`)).ecu_variant;
    expect(found).toBe(text);
    expect(variantInfo(found!)).toEqual({ variant, family, manufacturer });
  });

  it.each([
    ['a lone ME7 (too short to tell from noise)', 'ME7'],
    ['ME7 without its version', 'ME7 R4'],
    ['an unknown EDC generation', 'EDC18C66'],
    ['glued to a letter', 'XEDC17C66'],
    ['three letters after EDC17', 'EDC17CPX14'],
    ['SID with two digits', 'SID80'],
    ['PCR without its version', 'PCR21'],
    ['lower case', 'edc17c66'],
    ['Marelli without its code', 'MM 4'],
  ])('ignores %s: %s', (_why, text) => {
    expect(find(framed(text)).ecu_variant).toBeUndefined();
  });
});

describe('TextSearch over chunks', () => {
  it('keeps the first identifier of each kind in file order', () => {
    expect(find(framed('EDC16C39 0281012113') + framed('EDC17C66 0281017946'), 5)).toMatchObject({
      ecu_variant: 'EDC16C39',
      hardware_number: '0281012113',
    });
  });

  it('finds an identifier in a printable run megabytes long, at any place, whatever the chunks', () => {
    for (const at of [0, 100_000, 256 * 1024 - 5, 1024 * 1024 - 12]) {
      const text = Buffer.alloc(1024 * 1024, 'A'.charCodeAt(0));
      text.write(' 1037541778 ', at, 'latin1');
      for (const chunk of [1000, 65_536, 1024 * 1024]) {
        expect(find(text, chunk).software_number, `at ${at}, chunks of ${chunk}`).toBe('1037541778');
      }
    }
  });

  it('keeps the glue rule across chunk boundaries: a digit before, in another chunk, still disqualifies', () => {
    const text = `\x00${'7'.repeat(200)}0281017946\x00`;
    for (const chunk of [1, 3, 64, 65, 66, 199, 200, 201, 1000]) {
      expect(find(text, chunk).hardware_number, `chunks of ${chunk}`).toBeUndefined();
    }
    const spaced = `\x00${'7'.repeat(200)} 0281017946\x00`;
    for (const chunk of [1, 64, 65, 201]) expect(find(spaced, chunk).hardware_number).toBe('0281017946');
  });

  it('a chunk ending inside an identifier does not shorten it', () => {
    expect(find(framed('MED17.5.25 x'), 7).ecu_variant).toBe('MED17.5.25');
    expect(find(framed('03L906018AJ'), 11).part_number).toBe('03L906018AJ');
  });
});
