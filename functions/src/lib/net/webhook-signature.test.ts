import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test_4f7c1b9e';
  const body = JSON.stringify({ type: 'order.status_changed', data: { id: 'o1', status: 'termine' } });
  const sentAt = new Date('2027-01-12T09:00:00Z');

  it('verify over the raw body, the secret and the timestamp', () => {
    const header = signWebhook(secret, body, sentAt);
    expect(header).toMatch(/^t=1799744400,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, body, header, new Date(sentAt.getTime() + 10_000))).toBe(true);
  });

  it('fail on a tampered body, another secret, a replay after five minutes or a forged header', () => {
    const header = signWebhook(secret, body, sentAt);
    expect(verifyWebhook(secret, body.replace('termine', 'annule'), header, sentAt)).toBe(false);
    expect(verifyWebhook('whsec_other', body, header, sentAt)).toBe(false);
    expect(verifyWebhook(secret, body, header, new Date(sentAt.getTime() + 301_000))).toBe(false);
    expect(verifyWebhook(secret, body, 't=1799744400,v1=00', sentAt)).toBe(false);
    expect(verifyWebhook(secret, body, 'garbage', sentAt)).toBe(false);
    const later = header.replace('t=1799744400', 't=1799744401');
    expect(verifyWebhook(secret, body, later, sentAt)).toBe(false);
  });
});
