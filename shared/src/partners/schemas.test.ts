import { describe, expect, it } from 'vitest';
import { partnerInputSchema, partnerMessages } from './schemas';

const message = (input: unknown) => partnerInputSchema.safeParse(input).error?.issues[0]?.message;

describe('partnerInputSchema', () => {
  it('trims the name', () => {
    expect(partnerInputSchema.parse({ name: '  Motul  ' })).toEqual({ name: 'Motul' });
  });

  it('refuses a blank, missing or too long name', () => {
    for (const input of [{}, { name: '' }, { name: '   ' }, { name: 42 }])
      expect(message(input)).toBe(partnerMessages.nameRequired);
    expect(message({ name: 'x'.repeat(101) })).toBe(partnerMessages.nameTooLong);
    expect(partnerInputSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
  });
});
