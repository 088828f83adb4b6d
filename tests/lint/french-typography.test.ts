import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breaches, textPieces, type TextPiece } from './french-text';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Text that is not French prose, each with its reason. */
const notProse: readonly { file: string; text: RegExp; why: string }[] = [
  { file: 'infra/lib/settings.ts', text: /^Context email must/, why: "an English error of the deploy's settings, for the operator" },
  { file: 'functions/src/jobs/registry.ts', text: /^cron\(/, why: 'an EventBridge cron expression' },
  { file: 'functions/src/users/user-repository.ts', text: /= :seen_email$/, why: 'a DynamoDB condition expression' },
  { file: 'functions/src/users/user-record.ts', text: /^0€$/, why: "the spec's stored text form of `solde` ('0€')" },
  { file: 'functions/src/users/user-repository.ts', text: /^0€$/, why: "the spec's stored text form of `solde`" },
  { file: 'functions/src/users/opening-balance.ts', text: /^€$/, why: "the spec's stored text form of `solde` ('150,50€')" },
  { file: 'functions/src/invoicing/french-format.ts', text: /^€$/, why: 'follows `${NBSP}`, the no-break space itself' },
  {
    file: 'web/src/features/orders/components/admin/order-price-form.tsx',
    text: /^\s*€\s*$/,
    why: "the euro sign drawn inside the price field, after the typed amount's padding",
  },
];

const allowed = (piece: TextPiece) =>
  notProse.some((entry) => entry.file === piece.file && entry.text.test(piece.text));

// Parsing every source file takes seconds on a busy machine: once for the file's tests.
let parsed: TextPiece[] | undefined;
const sourcePieces = () => (parsed ??= textPieces(root, ['web/src', 'functions/src', 'shared/src', 'infra/lib', 'infra/local']));
const PARSE_TIMEOUT = 120_000;

const piece = (text: string, afterValue = false): TextPiece => ({ file: 'x.ts', line: 1, text, afterValue });

describe('French typography of the text users read', () => {
  it('every string of web/, functions/ and shared/ keeps the rules', { timeout: PARSE_TIMEOUT }, () => {
    const pieces = sourcePieces();
    expect(pieces.length).toBeGreaterThan(1_000);
    const found = breaches(pieces.filter((p) => !allowed(p))).map((b) => `${b.file}:${b.line} ${b.rule}: ${JSON.stringify(b.text)}`);
    expect(found).toEqual([]);
  });

  it('each exception still matches a piece (none left behind by an edit)', { timeout: PARSE_TIMEOUT }, () => {
    const pieces = sourcePieces();
    for (const entry of notProse) {
      expect(pieces.some((p) => p.file === entry.file && entry.text.test(p.text)), entry.file).toBe(true);
    }
  });

  it.each([
    ['Supprimer ce client ?', 'avant'],
    ['Catégorie : ', 'avant'],
    ['Attention ; lisez', 'avant'],
    ['Bravo !', 'avant'],
    ['Prix 150€', '€'],
    ['Prix 150 €', '€'],
    ['Cliquez sur « Terminé »', 'intérieur'],
    ['Enregistrement...', '…'],
    ['Contactez l’administration', 'apostrophe'],
    ['Adresse email', 'e-mail'],
    ['Email', 'e-mail'],
    ['sous 24-48h', '« h »'],
    ['ouvert de 9h00', '« h »'],
  ])('refuses %j', (text, rule) => {
    expect(breaches([piece(text)]).map((b) => b.rule).join(' | ')).toContain(rule);
  });

  it('refuses an amount glued to its interpolation (`${amount}€`)', () => {
    expect(breaches([piece('€', true)])).toHaveLength(1);
    expect(breaches([piece('\u00a0€', true)])).toHaveLength(0);
  });

  it.each([
    'Supprimer ce client\u202f?',
    'Catégorie\u202f: ',
    'Prix 150\u00a0€',
    'Cliquez sur «\u202fTerminé\u202f»',
    'Enregistrement…',
    "Contactez l'administration",
    'Adresse e-mail',
    'sous 24-48\u00a0h',
    'https://exemple.fr/a?b=c',
    'hover:bg-zinc-100 sm:flex',
    'email',
  ])('accepts %j', (text) => {
    expect(breaches([piece(text)])).toEqual([]);
  });
});
