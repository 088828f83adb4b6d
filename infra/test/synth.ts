import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnResource, type Stack } from 'aws-cdk-lib';
import type { EdgeStack } from '../lib/edge-stack';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { loadJobRegistry } from '../lib/job-registry';
import { repoRoot } from '../lib/paths';
import { buildApp } from '../lib/app';
import type { TuningFileManagerStack } from '../lib/tuning-file-manager-stack';

export const fixtureWebDist = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));
export const fixtureRegistry = fileURLToPath(new URL('./fixtures/registry.ts', import.meta.url));

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` does. */
function cdkContext(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return config.context ?? {};
}

export interface Synthesized {
  readonly app: App;
  readonly stack: TuningFileManagerStack;
  readonly template: Template;
  readonly edge: EdgeStack;
  readonly edgeTemplate: Template;
}

export interface SynthOptions {
  /** `false` skips esbuild for tests that only read the template (CDK then uses a placeholder asset hash). */
  readonly bundle?: boolean;
  readonly webDist?: string | false;
  readonly context?: Record<string, unknown>;
  /** The fixture job registry, or the one bin/app.ts deploys. */
  readonly registry?: 'fixture' | 'real';
}

async function synthesize({ bundle = true, webDist = false, context: extra = {}, registry = 'fixture' }: SynthOptions): Promise<Synthesized> {
  const base = bundle ? cdkContext() : { ...cdkContext(), 'aws:cdk:bundling-stacks': [] };
  const app = new App({ context: { ...base, ...extra } });
  const { main: stack, edge } = buildApp(app, {
    jobs: await loadJobRegistry(registry === 'real' ? undefined : fixtureRegistry),
    webDist,
    account: '123456789012',
    mainStackId: 'TestStack',
  });
  return { app, stack, template: Template.fromStack(stack), edge, edgeTemplate: Template.fromStack(edge) };
}

// The infra project runs its files in one worker sharing this module (vitest.config.ts), so
// each configuration is synthesized once per run, whichever files ask for it. Tests only read.
const synthesized = new Map<string, Promise<Synthesized>>();

/** Synthesizes the app with these options, or returns the synth of an earlier call with the same. */
export function synthStack(options: SynthOptions = {}): Promise<Synthesized> {
  const key = JSON.stringify(options);
  let synth = synthesized.get(key);
  if (!synth) {
    synth = synthesize(options);
    synthesized.set(key, synth);
    // A refused configuration is asked again to see it refused again: not kept.
    synth.catch(() => synthesized.delete(key));
  }
  return synth;
}

/** The default deploy, bundled (the fixture registry): what most files assert on. */
export const synthDefault = () => synthStack();

/**
 * What bin/app.ts synthesizes with every option that adds resources: the real jobs, the site
 * deployment (and its CDK-owned handler), the alarm subscription and a budget of its own.
 */
export const synthFull = () =>
  synthStack({
    bundle: false,
    registry: 'real',
    webDist: fixtureWebDist,
    context: { alarmEmail: 'ops@example.fr', monthlyBudgetUsd: '80', sesIdentity: 'protune.fr' },
  });

/** Every setting away from its default at once (each file asserts on its own settings). */
export const customContext = {
  region: 'eu-central-1',
  sourceMaps: 'true',
  apiConcurrency: '20',
  jobConcurrency: '1',
  adminEmail: ' Patron@Garage-Exemple.FR ',
  tableMaxReadUnits: '200',
  apiRateLimit: '20',
  apiBurstLimit: '40',
  authRequestsPer5Min: '50',
  domainName: 'fichiers.example.fr',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  simulatorUrl: 'https://simulateur.example.com/embed.js',
  tokenKeys: 'k1,k2',
  sesIdentity: 'protune.fr',
  sesFrom: 'fichiers@protune.fr',
} as const;

export const synthCustom = () => synthStack({ bundle: false, registry: 'real', context: customContext });

export const logicalId = (stack: Stack, construct: IConstruct): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnResource);

export interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Condition?: Record<string, Record<string, unknown>>;
}

/** Statements of the IAM policies attached to one role (by logical id), or to any role. */
export function policyStatements(template: Template, roleId?: string): Statement[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((p) => !roleId || p.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

export const actionsOf = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** The value, or a failed test when it is missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}`);
  return value;
}
