import { describe, expect, it } from 'vitest';
import { contentDisposition } from './names';

describe('Content-Disposition', () => {
  it('builds an RFC 6266 Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('Réglage "final".bin')).toBe(
      `attachment; filename="Reglage _final_.bin"; filename*=UTF-8''R%C3%A9glage%20%22final%22.bin`,
    );
    expect(contentDisposition("l'auto (1).bin")).toBe(
      `attachment; filename="l'auto (1).bin"; filename*=UTF-8''l%27auto%20%281%29.bin`,
    );
  });
});
