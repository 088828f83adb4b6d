import type { DistributionConfig } from '@aws-sdk/client-cloudfront';
import type { Rule } from '@aws-sdk/client-wafv2';
import { describe, expect, it } from 'vitest';
import { ORIGIN_RULE_NAME, originRule } from './origin-rule';
import { rotationHandler, withHeaderValue } from './rotate-origin-secret';

const must = <T>(value: T | undefined | null): T => {
  if (value === undefined || value === null) throw new Error('missing');
  return value;
};

const config = (value: string) =>
  ({
    Origins: {
      Quantity: 2,
      Items: [
        { Id: 'site', DomainName: 'bucket.s3.amazonaws.com' },
        { Id: 'api', DomainName: 'abc.execute-api.eu-west-3.amazonaws.com', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: value }] } },
      ],
    },
  }) as unknown as DistributionConfig;

describe('withHeaderValue', () => {
  it("sets the new value on the API origin's header only, and says whether anything changed", () => {
    const before = config('old');
    expect(withHeaderValue(before, 'new')).toBe(true);
    expect(before.Origins?.Items?.[1]?.CustomHeaders?.Items?.[0]?.HeaderValue).toBe('new');
    expect(before.Origins?.Items?.[0]?.CustomHeaders).toBeUndefined();
    // A retried finishSecret finds the value already set: no second distribution update.
    expect(withHeaderValue(before, 'new')).toBe(false);
  });
});

/**
 * The whole rotation against in-memory stand-ins of Secrets Manager, CloudFront and WAF: what
 * each step leaves behind, and that no sequence of failed CloudFront updates leaves CloudFront
 * sending a value the API refuses (issue 38: two failed updates used to lock every call out).
 */
describe('rotationHandler', () => {
  const SecretId = 'origin-secret';
  const webAcl = { name: 'stack-api', id: 'acl-1' };
  const decoder = new TextDecoder();

  function world(failCloudFrontUpdates = 0) {
    const versions = new Map<string, { value: string; stages: string[] }>([['v0', { value: 'value-0', stages: ['AWSCURRENT'] }]]);
    const distribution = config('value-0');
    let rule: Rule = originRule(['value-0'], (v) => new TextEncoder().encode(v));
    let updatesLeftToFail = failCloudFrontUpdates;
    let random = 0;
    const byStage = (stage: string) => [...versions].find(([, v]) => v.stages.includes(stage));
    const send = async (command: { constructor: { name: string }; input: Record<string, any> }) => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const input = command.input;
      switch (command.constructor.name) {
        case 'GetSecretValueCommand': {
          const found = input.VersionId ? versions.get(input.VersionId) : byStage(input.VersionStage)?.[1];
          if (!found || (input.VersionStage && !found.stages.includes(input.VersionStage))) throw new Error('ResourceNotFoundException');
          return { SecretString: found.value };
        }
        case 'GetRandomPasswordCommand':
          return { RandomPassword: `value-${++random}` };
        case 'PutSecretValueCommand':
          for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPENDING');
          versions.set(input.ClientRequestToken, { value: input.SecretString, stages: input.VersionStages });
          return {};
        case 'DescribeSecretCommand':
          return { VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, v.stages])) };
        case 'UpdateSecretVersionStageCommand': {
          for (const [id, v] of versions) {
            if (id === input.RemoveFromVersionId) v.stages = [...v.stages.filter((s) => s !== 'AWSCURRENT' && s !== 'AWSPREVIOUS'), 'AWSPREVIOUS'];
            else if (id !== input.MoveToVersionId) v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
          }
          must(versions.get(input.MoveToVersionId)).stages.push('AWSCURRENT');
          return {};
        }
        case 'GetDistributionConfigCommand':
          return { DistributionConfig: structuredClone(distribution), ETag: 'e' };
        case 'UpdateDistributionCommand':
          if (updatesLeftToFail-- > 0) throw new Error('PreconditionFailed');
          Object.assign(distribution, structuredClone(input.DistributionConfig));
          return {};
        case 'GetWebACLCommand':
          return { WebACL: { Name: webAcl.name, Id: webAcl.id, Rules: [rule] }, LockToken: 't' };
        case 'UpdateWebACLCommand':
          rule = must((input.Rules as Rule[]).find((r) => r.Name === ORIGIN_RULE_NAME));
          return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    };
    const client = { send } as never;
    const rotate = rotationHandler({ secrets: client, cloudFront: client, waf: client }, { distributionId: 'd1', webAcl });
    const steps = async (token: string) => {
      for (const Step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) await rotate({ SecretId, ClientRequestToken: token, Step });
    };
    const accepted = () => {
      const statements = rule.Statement?.OrStatement?.Statements ?? [must(rule.Statement)];
      return statements.map((s) => decoder.decode(must(s.ByteMatchStatement?.SearchString))).sort();
    };
    const sent = () => must(distribution.Origins?.Items?.[1]?.CustomHeaders?.Items?.[0]?.HeaderValue);
    const current = () => must(byStage('AWSCURRENT'))[1].value;
    return { steps, accepted, sent, current };
  }

  it('accepts the new value in the WAF, then has CloudFront send it, then makes it current', async () => {
    const w = world();
    await w.steps('v1');
    expect(w.current()).toBe('value-1');
    expect(w.sent()).toBe('value-1');
    expect(w.accepted()).toEqual(['value-0', 'value-1']); // the edges still sending the old value pass
    await w.steps('v2');
    expect([w.current(), w.sent(), w.accepted()]).toEqual(['value-2', 'value-2', ['value-1', 'value-2']]);
  });

  it('keeps the current value in force when CloudFront cannot be updated, however often that fails', async () => {
    const w = world(2);
    await expect(w.steps('v1')).rejects.toThrow('PreconditionFailed');
    await expect(w.steps('v2')).rejects.toThrow('PreconditionFailed');
    expect(w.current()).toBe('value-0');
    expect(w.sent()).toBe('value-0');
    expect(w.accepted()).toContain(w.sent());
    // Secrets Manager retries: the rotation then completes.
    await w.steps('v3');
    expect(w.sent()).toBe(w.current());
    expect(w.accepted()).toContain(w.sent());
  });
});
