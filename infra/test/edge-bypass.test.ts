import { runInNewContext } from 'node:vm';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains, routeKey, routes, type Domain } from '@app/functions/routes';
import { MAX_FUNCTION_BYTES, originIdOf, UNROUTED_DOMAIN } from '../lib/api-origin-function';
import { originHolderPath } from '../lib/site';
import { logicalId, must, synthFull, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthFull();
  template = synth.template;
});

interface Resource {
  readonly Properties: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const resources = (type: string) => Object.entries(template.findResources(type)) as [string, Resource][];
const distributionConfig = () => must(resources('AWS::CloudFront::Distribution')[0], 'distribution')[1].Properties.DistributionConfig;
const distributionRef = () => ({ Ref: logicalId(synth.stack, synth.stack.site.distribution) });
const functionId = (domain: Domain) => logicalId(synth.stack, synth.stack.api.functions[domain]);
const functionArn = (domain: Domain) => ({ 'Fn::GetAtt': [functionId(domain), 'Arn'] });

describe('no API Gateway route reaches a function around CloudFront', () => {
  it('has no HTTP or REST API: the only API Gateway API is the push WebSocket', () => {
    const apis = resources('AWS::ApiGatewayV2::Api');
    expect(apis.map(([, api]) => api.Properties.ProtocolType)).toEqual(['WEBSOCKET']);
    expect(apis.map(([id]) => id)).toEqual([logicalId(synth.stack, synth.stack.push.webSocketApi)]);
    expect(resources('AWS::ApiGateway::RestApi')).toEqual([]);
  });

  it('lets API Gateway invoke only the push socket handler, from the WebSocket API', () => {
    const fromApiGateway = resources('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com');
    expect(fromApiGateway.length).toBeGreaterThan(0);
    const socketArn = { 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.push.socketFunction), 'Arn'] };
    const webSocketId = logicalId(synth.stack, synth.stack.push.webSocketApi);
    for (const [id, permission] of fromApiGateway) {
      expect(permission.Properties.FunctionName, id).toEqual(socketArn);
      expect(JSON.stringify(permission.Properties.SourceArn), id).toContain(`{"Ref":"${webSocketId}"}`);
    }
  });

  it('gives every domain function a URL with AuthType AWS_IAM, and nothing any public URL', () => {
    const urls = resources('AWS::Lambda::Url');
    expect(urls).toHaveLength(domains.length);
    for (const [, url] of urls) expect(url.Properties.AuthType).toBe('AWS_IAM');
    for (const domain of domains) {
      expect(urls.filter(([, url]) => JSON.stringify(url.Properties.TargetFunctionArn) === JSON.stringify(functionArn(domain))), domain).toHaveLength(1);
    }
  });

  it('lets only this distribution invoke a domain function, through its URL', () => {
    const permissions = resources('AWS::Lambda::Permission');
    const urls = resources('AWS::Lambda::Url');
    const sourceArn = {
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', distributionRef()]],
    };
    for (const domain of domains) {
      const [urlId] = must(urls.find(([, url]) => JSON.stringify(url.Properties.TargetFunctionArn) === JSON.stringify(functionArn(domain))));
      const target = JSON.stringify({ 'Fn::GetAtt': [urlId, 'FunctionArn'] });
      const own = permissions.filter(([, p]) => [target, JSON.stringify(functionArn(domain))].includes(JSON.stringify(p.Properties.FunctionName)));
      const granted = own.map(([, p]) => p.Properties).sort((a, b) => String(a.Action).localeCompare(String(b.Action)));
      expect(granted, domain).toEqual([
        { Action: 'lambda:InvokeFunction', FunctionName: expect.anything(), Principal: 'cloudfront.amazonaws.com', SourceArn: sourceArn, InvokedViaFunctionUrl: true },
        { Action: 'lambda:InvokeFunctionUrl', FunctionName: expect.anything(), Principal: 'cloudfront.amazonaws.com', SourceArn: sourceArn },
      ]);
    }
  });
});

describe("CloudFront's origins for the API", () => {
  const origins = () => distributionConfig().Origins as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any

  it("has one origin per domain, its function URL's host, signed by an OAC of type lambda", () => {
    const [[oacId, oac]] = resources('AWS::CloudFront::OriginAccessControl').filter(
      ([, o]) => o.Properties.OriginAccessControlConfig.OriginAccessControlOriginType === 'lambda',
    ) as [[string, Resource]];
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({ SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    const urls = resources('AWS::Lambda::Url');
    for (const domain of domains) {
      const origin = must(origins().find((o) => o.Id === originIdOf(domain)), `origin ${domain}`);
      const [urlId] = must(urls.find(([, url]) => JSON.stringify(url.Properties.TargetFunctionArn) === JSON.stringify(functionArn(domain))));
      expect(origin.DomainName).toEqual({ 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [urlId, 'FunctionUrl'] }] }] });
      expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    }
  });

  it('runs the origin-selecting function on /api/* at viewer request, before the behaviours that only hold origins', () => {
    const behaviours = distributionConfig().CacheBehaviors as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const functionArn = { 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.site.apiFunction), 'FunctionARN'] };
    const api = behaviours.findIndex((b) => b.PathPattern === '/api/*');
    const apiBehaviour = must(behaviours[api], '/api/* behaviour');
    expect(apiBehaviour).toMatchObject({
      TargetOriginId: originIdOf(UNROUTED_DOMAIN),
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: functionArn }],
    });
    expect(apiBehaviour.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    for (const domain of domains.filter((d) => d !== UNROUTED_DOMAIN)) {
      const holder = behaviours.findIndex((b) => b.PathPattern === originHolderPath(domain));
      expect(holder, domain).toBeGreaterThan(api);
      expect(behaviours[holder]).toMatchObject({ TargetOriginId: originIdOf(domain), FunctionAssociations: apiBehaviour.FunctionAssociations });
    }
    // Within CloudFront's default quota of 25 behaviours per distribution.
    expect(behaviours.length + 1).toBeLessThanOrEqual(25);
  });
});

describe('the CloudFront Function, evaluated against the route table', () => {
  let code: string;
  beforeAll(() => {
    const [, fn] = must(
      resources('AWS::CloudFront::Function').find(([id]) => id === logicalId(synth.stack, synth.stack.site.apiFunction)),
      'API function',
    );
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    code = fn.Properties.FunctionCode as string;
  });

  /** Runs the function on one request as CloudFront would: the origin it selects and the request it returns. */
  function run(method: string, uri: string, headers: Record<string, { value: string }> = {}) {
    const selected: string[] = [];
    const cf = { selectRequestOriginById: (id: string) => selected.push(id) };
    const script = code.replace(/^import cf from 'cloudfront';$/m, '');
    expect(script).not.toContain('import ');
    const handler = runInNewContext(`${script}\nhandler`, { cf }) as (event: unknown) => { headers: Record<string, unknown> };
    const request = handler({ request: { method, uri, headers, querystring: {}, cookies: {} } });
    expect(selected).toHaveLength(1);
    return { origin: selected[0], request };
  }

  it(`fits CloudFront's ${MAX_FUNCTION_BYTES / 1024} KB limit`, () => {
    expect(code.startsWith("import cf from 'cloudfront';")).toBe(true);
    expect(Buffer.byteLength(code)).toBeLessThan(MAX_FUNCTION_BYTES);
  });

  it("sends every route of the table to its domain's origin", () => {
    const origins = new Set((distributionConfig().Origins as { Id: string }[]).map((o) => o.Id));
    for (const route of routes) {
      const uri = route.path.replace(/\{(\w+)\}/g, 'x-$1');
      const { origin } = run(route.method, uri);
      expect(origin, routeKey(route)).toBe(originIdOf(route.domain));
      expect(origins.has(origin ?? '')).toBe(true);
    }
  });

  it('sends a known path asked with another method to its domain (405 there), any other path to the fallback (404)', () => {
    expect(run('DELETE', '/api/orders').origin).toBe(originIdOf('orders'));
    expect(run('PATCH', '/api/auth/login').origin).toBe(originIdOf('auth'));
    for (const uri of ['/api/nothing', '/api/orders/', '/api/orders/o1/unknown', '/api', '/api/ORDERS', '/api/auth/login/extra']) {
      expect(run('GET', uri).origin, uri).toBe(originIdOf(UNROUTED_DOMAIN));
    }
    expect(run('HEAD', '/api/orders').origin).toBe(originIdOf('orders'));
  });

  it("moves the viewer's Authorization to x-app-authorization (origin access control signs with its own)", () => {
    const { request } = run('GET', '/api/auth/me', { authorization: { value: 'Bearer abc' }, 'if-none-match': { value: '"e1"' } });
    expect(request.headers).toEqual({ 'x-app-authorization': { value: 'Bearer abc' }, 'if-none-match': { value: '"e1"' } });
    expect(run('GET', '/api/settings').request.headers).toEqual({});
  });
});
