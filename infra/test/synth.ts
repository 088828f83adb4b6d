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

/**
 * Synthesizes the stack with the fixture job registry (or, with `registry: 'real'`, the one
 * bin/app.ts deploys). `bundle: false` skips esbuild for tests that only read the template (CDK
 * then uses a placeholder asset hash).
 */
export async function synthStack({
  bundle = true,
  webDist = false as string | false,
  context: extra = {} as Record<string, unknown>,
  registry = 'fixture' as 'fixture' | 'real',
} = {}): Promise<Synthesized> {
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
