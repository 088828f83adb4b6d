import { describe, expect, it } from 'vitest';
import { SAV_DESCRIPTION_MAX, SAV_DESCRIPTION_REQUIRED } from '@app/shared/orders/schemas';
import { savFr } from '@/features/orders/fr';
import { SAV_MAX_LENGTH } from './sav-rules';

describe('SAV rules', () => {
  it('match the server rules and the spec texts', () => {
    expect(SAV_MAX_LENGTH).toBe(SAV_DESCRIPTION_MAX);
    expect(savFr.required).toBe(SAV_DESCRIPTION_REQUIRED);
    expect(savFr.counter(12, SAV_MAX_LENGTH)).toBe('12/500');
    expect(savFr.success).toMatch(/24-48\u00a0h/);
  });
});
