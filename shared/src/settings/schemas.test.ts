import { describe, expect, it } from 'vitest';
import { settingsMessages, TERMS_MAX, updateSettingsSchema } from './schemas';

describe('updateSettingsSchema', () => {
  it('keeps only the texts given, trimmed at both ends, lines inside kept', () => {
    expect(updateSettingsSchema.parse({})).toEqual({});
    expect(updateSettingsSchema.parse({ client_message: '  Fermé lundi \n' })).toEqual({
      client_message: 'Fermé lundi',
    });
    expect(updateSettingsSchema.parse({ terms_and_conditions: '## Titre\n\n1. Un' })).toEqual({
      terms_and_conditions: '## Titre\n\n1. Un',
    });
    expect(updateSettingsSchema.parse({ opening_hours: '' })).toEqual({ opening_hours: '' });
  });

  it('refuses a text too long or not a text', () => {
    const long = updateSettingsSchema.safeParse({ terms_and_conditions: 'x'.repeat(TERMS_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(settingsMessages.tooLong);
    expect(updateSettingsSchema.safeParse({ terms_and_conditions: 'x'.repeat(TERMS_MAX) }).success).toBe(true);
    expect(updateSettingsSchema.safeParse({ opening_hours: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      settingsMessages.tooLong,
    );
    expect(updateSettingsSchema.safeParse({ client_message: 42 }).error?.issues[0]?.message).toBe(
      settingsMessages.notText,
    );
  });
});
