import { describe, expect, it } from 'vitest';
import { sentText, TEXT_PADDING } from './sent-text';

describe('sentText', () => {
  it('bounds a text as sent to its trimmed bound plus the padding, with the given message', () => {
    const schema = sentText(10, 'Trop long', 'Requis');
    expect(schema.safeParse(`${' '.repeat(TEXT_PADDING)}abcdefghij`).success).toBe(true);
    expect(schema.safeParse('x'.repeat(10 + TEXT_PADDING + 1)).error?.issues[0]?.message).toBe('Trop long');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Requis');
  });
});
