import { describe, expect, it } from 'vitest';
import { notFound, tooMany } from '../errors';
import { httpErrorOf } from './errors';

describe('httpErrorOf', () => {
  it('gives a 429 its Retry-After in whole seconds, at least one', () => {
    expect(httpErrorOf(tooMany('Trop de tentatives', 12.3))).toEqual({
      statusCode: 429,
      detail: 'Trop de tentatives',
      headers: { 'retry-after': '13' },
    });
    expect(httpErrorOf(tooMany('Trop de tentatives', 0))?.headers).toEqual({ 'retry-after': '1' });
  });

  it('adds no header to other refusals, and knows nothing of other errors', () => {
    expect(httpErrorOf(notFound('Commande non trouvée'))).toEqual({ statusCode: 404, detail: 'Commande non trouvée', headers: {} });
    expect(httpErrorOf(new Error('x'))).toBeUndefined();
  });
});
