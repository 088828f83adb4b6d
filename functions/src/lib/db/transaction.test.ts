import { describe, expect, it } from 'vitest';
import { conflict } from '../errors';
import { refusalOf, type TransactionItem } from './transaction';

const check = (pk: string, onConditionFailed?: () => string | Error): TransactionItem<string | Error> => ({
  write: { ConditionCheck: { Key: { pk, sk: 'S' }, ConditionExpression: 'attribute_exists(pk)' } },
  ...(onConditionFailed ? { onConditionFailed } : {}),
});

describe('refusalOf', () => {
  it('answers the refusal of the item that failed, wherever it sits in the list', () => {
    const items = [check('A', () => 'first'), check('B'), check('C', () => 'third')];
    expect(refusalOf(items, 2)).toBe('third');
    expect(refusalOf([items[2]!, items[0]!], 0)).toBe('third');
  });

  it('throws the error a refusal names', () => {
    expect(() => refusalOf([check('A', () => conflict('Adresse déjà prise'))], 0)).toThrow('Adresse déjà prise');
  });

  it('takes a refused item that names no refusal for a bug', () => {
    expect(() => refusalOf([check('A', () => 'first'), check('B')], 1)).toThrow('Transaction item 1 refused, and it names no refusal');
  });
});
