import { Validations, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthCustom, synthFull, type Synthesized } from './synth';

interface Finding {
  readonly rule: string;
  readonly severity: string;
  readonly path: string;
}

interface Acknowledgment {
  readonly rule: string;
  readonly reason: string;
  readonly path: string;
}

/** The AwsSolutions and Serverless findings under `scope`: those left after the acknowledgments, or all of them. */
function findings(scope: IConstruct, { raw = false } = {}): Finding[] {
  return [new AwsSolutionsChecks(), new ServerlessChecks()].flatMap((pack) => packFindings(pack, scope, raw));
}

function packFindings(pack: AwsSolutionsChecks | ServerlessChecks, scope: IConstruct, raw: boolean): Finding[] {
  // The pack checks acknowledgments in a private method; skipping it gives the findings before any.
  if (raw) Object.assign(pack, { isAcknowledged: () => false });
  return pack.validateScope(scope).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity ?? 'error',
      path: resource.constructPath ?? '(unknown)',
    })),
  );
}

/** Every `Validations.of(x).acknowledge(...)` under `scope`, with the construct it is on. */
function acknowledgments(scope: IConstruct): Acknowledgment[] {
  return scope.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ rule: id.replace(/^annotation::/i, ''), reason, path: construct.node.path })),
  );
}

const under = (path: string, scope: string) => path === scope || path.startsWith(`${scope}/`);
const baseRule = (rule: string) => rule.replace(/\[.*$/, '');

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

let synth: Synthesized;
let custom: Synthesized;

beforeAll(async () => {
  // What bin/app.ts synthesizes: the real jobs, the site deployment (and its CDK-owned handler)
  // and the alarm subscription.
  synth = await synthFull();
  // A custom domain and certificate (with the other custom settings).
  custom = await synthCustom();
});

const stacks = (s: Synthesized): [string, Stack][] => [
  ['edge (us-east-1)', s.edge],
  ['main', s.stack],
];

describe('cdk-nag AwsSolutions and Serverless', () => {
  it('leaves no unacknowledged error or warning in either stack', () => {
    for (const [name, stack] of stacks(synth)) {
      const left = findings(stack);
      const warnings = left.filter((f) => f.severity !== 'error');
      if (warnings.length) console.warn(`cdk-nag warnings in ${name}:\n${warnings.map((w) => `  ${w.rule} at ${w.path}`).join('\n')}`);
      expect(left.filter((f) => f.severity === 'error'), `${name}: errors`).toEqual([]);
      // bin/app.ts stops the synth on any finding, warnings included.
      expect(warnings, `${name}: warnings`).toEqual([]);
    }
  });

  it('stays clean with a custom domain, where the TLS floor applies (no CFR4 acknowledgment)', () => {
    expect(findings(custom.app)).toEqual([]);
    expect(acknowledgments(custom.stack).map((a) => a.rule)).not.toContain('AwsSolutions-CFR4');
  });

  it('gives every acknowledgment a reason', () => {
    const all = acknowledgments(synth.app);
    expect(all.length).toBeGreaterThan(0);
    for (const { rule, reason, path } of all) {
      expect(rule, path).toMatch(/^(AwsSolutions-[A-Z]+\d+|Serverless-[A-Za-z]+)(\[.+\])?$/);
      expect(reason.trim().length, `${rule} at ${path}`).toBeGreaterThanOrEqual(40);
    }
  });

  it('acknowledges only findings that exist (no stale or blanket acknowledgment)', () => {
    const raw = findings(synth.app, { raw: true });
    const stale = acknowledgments(synth.app).filter((ack) => !raw.some((f) => f.rule === ack.rule && under(f.path, ack.path)));
    expect(stale.map((ack) => `${ack.rule} at ${ack.path}`)).toEqual([]);
    // Never acknowledged at the app or a stack (a blanket over resources added later).
    const roots = [synth.app.node.path, synth.stack.node.path, synth.edge.node.path];
    for (const ack of acknowledgments(synth.app)) expect(roots, ack.rule).not.toContain(ack.path);
  });

  it('reports the numbers before and after the acknowledgments', () => {
    const raw = findings(synth.app, { raw: true });
    const left = findings(synth.app);
    const acknowledged = raw.filter((f) => !left.some((l) => l.rule === f.rule && l.path === f.path));
    const summary = {
      before: { errors: raw.filter((f) => f.severity === 'error').length, warnings: raw.filter((f) => f.severity !== 'error').length },
      after: { errors: left.filter((f) => f.severity === 'error').length, warnings: left.filter((f) => f.severity !== 'error').length },
      acknowledgedFindingsByRule: countBy(acknowledged, (f) => `${baseRule(f.rule)} (${f.severity})`),
      acknowledgmentsByRule: countBy(acknowledgments(synth.app), (a) => baseRule(a.rule)),
    };
    console.info(`cdk-nag AwsSolutions and Serverless: ${JSON.stringify(summary, null, 2)}`);
    expect(summary.after).toEqual({ errors: 0, warnings: 0 });
    expect(acknowledged).toHaveLength(raw.length);
  });
});
