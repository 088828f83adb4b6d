import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains, routeKey, routes, type Domain } from '@app/functions/routes';
import { ORIGIN_RULE_HEADER, ORIGIN_RULE_NAME } from '@app/functions/setup/origin-rule';
import { API_STAGE, BINARY_MEDIA_TYPES } from '../lib/api';
import { DIRECT_CALL } from '../lib/api-firewall';
import { gatewayAnswers } from '../lib/gateway-responses';
import { ORIGIN_VERIFY_HEADER } from '../lib/origin-verify';
import { API_ORIGIN_ID } from '../lib/site';
import { logicalId, must, synthFull, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthFull();
  template = synth.template;
});

interface Resource {
  readonly Properties: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly DependsOn?: string[];
}
const resources = (type: string) => Object.entries(template.findResources(type)) as [string, Resource][];
const distributionConfig = () => must(resources('AWS::CloudFront::Distribution')[0], 'distribution')[1].Properties.DistributionConfig;
const restApiId = () => logicalId(synth.stack, synth.stack.api.restApi);
const functionArn = (domain: Domain) => ({ 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.api.functions[domain]), 'Arn'] });
/** The secret's value as CloudFormation resolves it at deploy (the same reference everywhere). */
const originValue = () => synth.stack.resolve(synth.stack.originVerify.value) as unknown;

/** Each REST resource's full path, from its parents up to the root. */
function resourcePaths(): Map<string, string> {
  const all = new Map(resources('AWS::ApiGateway::Resource'));
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known) return known;
    const resource = must(all.get(id), `resource ${id}`);
    const parent = resource.Properties.ParentId as { Ref?: string };
    const path = `${parent.Ref ? pathOf(parent.Ref) : ''}/${resource.Properties.PathPart as string}`;
    paths.set(id, path);
    return path;
  };
  for (const id of all.keys()) pathOf(id);
  return paths;
}

describe('API Gateway: one REST method per route of the contract', () => {
  it('has one REST API (regional, every media type binary) and, besides it, only the push WebSocket', () => {
    const apis = resources('AWS::ApiGateway::RestApi');
    expect(apis.map(([id]) => id)).toEqual([restApiId()]);
    expect(apis[0]?.[1].Properties).toMatchObject({ EndpointConfiguration: { Types: ['REGIONAL'] }, BinaryMediaTypes: BINARY_MEDIA_TYPES });
    expect(resources('AWS::ApiGatewayV2::Api').map(([, api]) => api.Properties.ProtocolType)).toEqual(['WEBSOCKET']);
  });

  it(`declares exactly the ${routes.length} routes of the contract as methods, no greedy path and no ANY`, () => {
    expect(routes.length).toBeGreaterThanOrEqual(109);
    const paths = resourcePaths();
    const methods = resources('AWS::ApiGateway::Method');
    const keys = methods.map(([, m]) => `${m.Properties.HttpMethod} ${must(paths.get(m.Properties.ResourceId.Ref), 'method resource')}`);
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
    for (const path of paths.values()) expect(path).not.toMatch(/\+\}/);
  });

  it('declares resources API Gateway accepts: one variable path part at most among siblings, plain path parts', () => {
    // Not checked by a synth: the deploy would fail ("A sibling ({id}) of this resource already has a variable path part").
    const variables = new Map<string, string[]>();
    for (const [, resource] of resources('AWS::ApiGateway::Resource')) {
      const part = resource.Properties.PathPart as string;
      expect(part).toMatch(/^([A-Za-z0-9._:-]+|\{\w+\})$/);
      const parent = JSON.stringify(resource.Properties.ParentId);
      if (part.startsWith('{')) variables.set(parent, [...(variables.get(parent) ?? []), part]);
    }
    for (const [parent, parts] of variables) expect(parts, parent).toHaveLength(1);
  });

  it("integrates each method with its domain's Lambda (proxy), no other", () => {
    const paths = resourcePaths();
    const byKey = new Map(routes.map((route) => [routeKey(route), route.domain]));
    for (const [, method] of resources('AWS::ApiGateway::Method')) {
      const key = `${method.Properties.HttpMethod} ${paths.get(method.Properties.ResourceId.Ref)}`;
      const domain = must(byKey.get(key), key);
      expect(method.Properties.Integration.Type, key).toBe('AWS_PROXY');
      expect(method.Properties.Integration.IntegrationHttpMethod, key).toBe('POST');
      expect(JSON.stringify(method.Properties.Integration.Uri), key).toContain(JSON.stringify(functionArn(domain)));
    }
  });

  it('has no function URL, no Lambda origin access control and no routing CloudFront Function', () => {
    expect(resources('AWS::Lambda::Url')).toEqual([]);
    const oacs = resources('AWS::CloudFront::OriginAccessControl').map(([, o]) => o.Properties.OriginAccessControlConfig.OriginAccessControlOriginType);
    expect(oacs).toEqual(['s3']);
    expect(resources('AWS::CloudFront::Function')).toHaveLength(1); // the SPA rewrite of the default behaviour
  });

  it('lets API Gateway invoke each domain function from this API only, one permission per function', () => {
    const fromApiGateway = resources('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com');
    for (const domain of domains) {
      const own = fromApiGateway.filter(([, p]) => JSON.stringify(p.Properties.FunctionName) === JSON.stringify(functionArn(domain)));
      expect(own, domain).toHaveLength(1);
      expect(JSON.stringify(own[0]?.[1].Properties.SourceArn)).toContain(`{"Ref":"${restApiId()}"}`);
    }
  });

  it("answers API Gateway's own refusals (unknown path or method, throttle, size) as JSON {detail}", () => {
    const responses = resources('AWS::ApiGateway::GatewayResponse');
    for (const answer of gatewayAnswers) {
      const [, response] = must(responses.find(([, r]) => r.Properties.ResponseType === answer.type), answer.type);
      expect(response.Properties.StatusCode).toBe(answer.status === undefined ? undefined : String(answer.status));
      expect(JSON.parse(response.Properties.ResponseTemplates['application/json'])).toEqual({ detail: answer.detail });
      expect(response.Properties.ResponseParameters['gatewayresponse.header.x-content-type-options']).toBe("'nosniff'");
    }
    // A throttled call says when to come back, as the document's every 429 does.
    const [, throttled] = must(responses.find(([, r]) => r.Properties.ResponseType === 'THROTTLED'), 'THROTTLED');
    expect(throttled.Properties.ResponseParameters['gatewayresponse.header.retry-after']).toMatch(/^'\d+'$/);
  });
});

describe('no way around the edge', () => {
  it("puts a regional web ACL on the API's stage that blocks by default with a JSON 403", () => {
    const [[aclId, acl]] = resources('AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties.Scope).toBe('REGIONAL');
    expect(acl.Properties.DefaultAction).toEqual({
      Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: DIRECT_CALL.bodyKey } },
    });
    expect(JSON.parse(acl.Properties.CustomResponseBodies[DIRECT_CALL.bodyKey].Content)).toEqual(DIRECT_CALL.body);
    const [[, association]] = resources('AWS::WAFv2::WebACLAssociation') as [[string, Resource]];
    expect(association.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const stageId = logicalId(synth.stack, synth.stack.api.stage);
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain(`{"Ref":"${restApiId()}"}`);
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain(`"/stages/",{"Ref":"${stageId}"}`);
    expect(association.DependsOn).toContain(stageId);
  });

  it("allows only a call whose x-origin-verify is the origin secret's value, CloudFront's own", () => {
    const [[, acl]] = resources('AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties.Rules).toEqual([
      {
        Name: ORIGIN_RULE_NAME,
        Priority: 0,
        Action: { Allow: {} },
        Statement: {
          ByteMatchStatement: {
            FieldToMatch: { SingleHeader: { Name: ORIGIN_RULE_HEADER } },
            PositionalConstraint: 'EXACTLY',
            SearchString: originValue(),
            TextTransformations: [{ Priority: 0, Type: 'NONE' }],
          },
        },
        VisibilityConfig: expect.objectContaining({ CloudWatchMetricsEnabled: true }),
      },
    ]);
    const origin = must((distributionConfig().Origins as Record<string, any>[]).find((o) => o.Id === API_ORIGIN_ID), 'API origin'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: originValue() }]);
  });

  it("sends /api/* to the REST API's stage, uncached, with no function on the way", () => {
    const config = distributionConfig();
    const origin = must((config.Origins as Record<string, any>[]).find((o) => o.Id === API_ORIGIN_ID), 'API origin'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(JSON.stringify(origin.DomainName)).toContain(`{"Ref":"${restApiId()}"}`);
    // The stage's name, read from the API's URL (https://{id}.execute-api.{region}.amazonaws.com/{stage}/).
    expect(JSON.stringify(origin.OriginPath)).toContain('{"Fn::Select":[3,{"Fn::Split":["/"');
    expect(JSON.stringify(origin.OriginPath)).toContain(`{"Ref":"${logicalId(synth.stack, synth.stack.api.stage)}"}`);
    const [, stage] = must(resources('AWS::ApiGateway::Stage').find(([id]) => id === logicalId(synth.stack, synth.stack.api.stage)), 'stage');
    expect(stage.Properties.StageName).toBe(API_STAGE);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    const behaviours = config.CacheBehaviors as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(behaviours.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/assets/*']);
    const api = must(behaviours.find((b) => b.PathPattern === '/api/*'), '/api/* behaviour');
    expect(api).toMatchObject({ TargetOriginId: API_ORIGIN_ID, ViewerProtocolPolicy: 'https-only' });
    expect(api.FunctionAssociations).toBeUndefined();
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
  });
});
