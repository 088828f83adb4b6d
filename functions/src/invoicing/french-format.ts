/**
 * French renderings of the document's figures, written by hand rather than with Intl so that the
 * PDF's bytes do not change with the ICU data of the Node.js that renders it. The thousands
 * separator is a no-break space (U+00A0), which the PDF's WinAnsi fonts have.
 */

const NBSP = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** 123456 → '1 234,56 €'. */
export function frenchEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${groupThousands(String(Math.trunc(abs / 100)))},${String(abs % 100).padStart(2, '0')}${NBSP}€`;
}

/** 5.5 → '5,5 %'. */
export function frenchPercent(rate: number): string {
  return `${String(rate).replace('.', ',')}${NBSP}%`;
}

/** '2026-11-25' → '25/11/2026'. */
export function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * 'SAS au capital de 10 000 €' from the settings' two fields; a capital typed as a bare number
 * ('10000') gets its thousands grouped and its euro sign.
 */
export function capitalMention(legalForm: string, shareCapital: string): string {
  const capital = shareCapital.trim();
  const amount = /^\d+$/.test(capital.replace(/\s/g, ''))
    ? `${groupThousands(capital.replace(/\s/g, ''))}${NBSP}€`
    : capital;
  return `${legalForm} au capital de ${amount}`;
}
