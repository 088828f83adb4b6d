import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeSecretsExtension, type FakeSecretsExtension } from '../../../../tests/support/secrets-extension';
import { DomainError } from '../errors';
import { ORIGIN_REFUSED, ORIGIN_SECRET_TTL_MS, forgetOriginSecret, originRefusal, throughCloudFront } from './origin-check';

const ARN = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:origin';
let extension: FakeSecretsExtension;

beforeAll(async () => {
  extension = await startFakeSecretsExtension();
});
afterAll(() => extension.stop());
beforeEach(() => {
  process.env.ORIGIN_VERIFY_SECRET_ARN = ARN;
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String(extension.port);
  extension.secrets.set(ARN, { AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value' });
});
afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET_ARN;
  delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
  forgetOriginSecret();
  vi.useRealTimers();
});

const originEvent = (value?: string, headers: Record<string, string> = {}, sourceIp = '130.176.0.1') =>
  ({
    headers: { ...headers, ...(value === undefined ? {} : { 'x-origin-verify': value }) },
    requestContext: { http: { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

describe('originRefusal', () => {
  it('accepts the current and the previous value (a rotation under way), and refuses any other', async () => {
    expect(await originRefusal(originEvent('new-value'))).toBeUndefined();
    expect(await originRefusal(originEvent('old-value'))).toBeUndefined();
    for (const value of [undefined, '', 'wrong', 'new-valuex']) {
      const refused = await originRefusal(originEvent(value));
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused?.message).toBe(ORIGIN_REFUSED);
    }
  });

  it('accepts the current value alone before the first rotation', async () => {
    extension.secrets.set(ARN, { AWSCURRENT: 'only-value' });
    expect(await originRefusal(originEvent('only-value'))).toBeUndefined();
    expect(await originRefusal(originEvent('old-value'))).toBeInstanceOf(DomainError);
  });

  it('marks only the checked events that passed as through CloudFront', async () => {
    const passed = originEvent('new-value');
    const refused = originEvent('wrong');
    await originRefusal(passed);
    await originRefusal(refused);
    expect([throughCloudFront(passed), throughCloudFront(refused), throughCloudFront(originEvent('new-value'))]).toEqual([true, false, false]);
  });

  it('keeps the values read for the TTL, and reads again after it', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const before = extension.reads();
    await originRefusal(originEvent('new-value'));
    await originRefusal(originEvent('new-value'));
    expect(extension.reads() - before).toBe(3); // AWSCURRENT, AWSPREVIOUS and AWSPENDING, once
    vi.setSystemTime(1_000_000 + ORIGIN_SECRET_TTL_MS + 1);
    await originRefusal(originEvent('new-value'));
    expect(extension.reads() - before).toBe(6);
  });

  it('reads again on a mismatch once the values are 30 s old: a rotation is seen before the TTL', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    await originRefusal(originEvent('new-value'));
    extension.secrets.set(ARN, { AWSCURRENT: 'newer-value', AWSPREVIOUS: 'new-value' });
    expect(await originRefusal(originEvent('newer-value'))).toBeInstanceOf(DomainError); // read 0 s ago: kept
    vi.setSystemTime(1_031_000);
    expect(await originRefusal(originEvent('newer-value'))).toBeUndefined();
    expect(await originRefusal(originEvent('old-value'))).toBeInstanceOf(DomainError);
  });

  it('accepts the pending value during a rotation: CloudFront sends it before it becomes current', async () => {
    vi.useFakeTimers({ now: 2_000_000, toFake: ['Date'] });
    extension.secrets.set(ARN, { AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value', AWSPENDING: 'next-value' });
    expect(await originRefusal(originEvent('next-value'))).toBeUndefined();
    expect(await originRefusal(originEvent('new-value'))).toBeUndefined();
    expect(await originRefusal(originEvent('other'))).toBeInstanceOf(DomainError);
  });

  it('answers 503 when the secret cannot be read, and checks nothing without the ARN (local stack)', async () => {
    process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = '1';
    await expect(originRefusal(originEvent('new-value'))).rejects.toMatchObject({ kind: 'unavailable' });
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    expect(await originRefusal(originEvent())).toBeUndefined();
  });
});
