import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '@app/functions/routes';
import { jobs as registryJobs } from '@app/functions/jobs/registry';
import { domainGrants, jobGrants, pushGrants, type Grants, type TableAction } from '../lib/domain-grants';
import { domainEntry, jobsDir, repoRoot } from '../lib/paths';
import { pushEntry } from '../lib/push';
import { actionsOf, logicalId, must, policyStatements, synthDefault, synthFull, type Statement, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthDefault();
  template = synth.template;
});

type Resource = string | Record<string, unknown>;
const resourcesOf = (statement: Statement & { Resource?: Resource | Resource[] }): Resource[] =>
  Array.isArray(statement.Resource) ? statement.Resource : statement.Resource ? [statement.Resource] : [];

const roleStatements = (fn: { role?: unknown }) => {
  const role = must(fn.role, 'role') as Parameters<typeof logicalId>[1];
  return policyStatements(template, logicalId(synth.stack, role)) as (Statement & { Resource?: Resource | Resource[] })[];
};

const appFunctions = () => [
  ...Object.entries(synth.stack.api.functions),
  ...synth.stack.jobs.map((job) => [job.job.name, job.function] as const),
  ['first-admin', synth.stack.firstAdmin.function] as const,
  ['push-socket', synth.stack.push.socketFunction] as const,
];

/** `{"Fn::Join": ["", [{"Fn::GetAtt": [bucket, "Arn"]}, "/orders/*"]]}` → "/orders/*". */
const objectSuffix = (resource: Resource): string => {
  const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join ? String(join[1].at(-1)) : JSON.stringify(resource);
};

describe('least privilege on the table', () => {
  it('never grants Scan, stream reads, table descriptions or wildcards', () => {
    for (const [name, fn] of appFunctions()) {
      const actions = roleStatements(fn).flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'));
      expect(actions.length, name).toBeGreaterThan(0);
      for (const action of actions) {
        expect(action, name).not.toMatch(/Scan|GetRecords|GetShardIterator|DescribeStream|ListStreams|DescribeTable|\*/);
      }
    }
  });

  it('gives each domain exactly its declared actions, on the table and its indexes by name', () => {
    for (const domain of domains) {
      const statements = roleStatements(synth.stack.api.functions[domain]).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('dynamodb:')),
      );
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      expect(actionsOf(must(statement)).sort()).toEqual(domainGrants[domain].table.map((a) => `dynamodb:${a}`).sort());
      const indexes = resourcesOf(must(statement)).map(objectSuffix).filter((r) => r.startsWith('/index/'));
      expect(indexes.sort()).toEqual(['/index/gsi1', '/index/gsi2', '/index/gsi3', '/index/gsi4'].slice(0, indexes.length));
      expect(indexes.length).toBeGreaterThan(0);
    }
  });

  it('lets the socket handler touch only tickets, connections and accounts, item by item', () => {
    const table = roleStatements(synth.stack.push.socketFunction).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(table).toHaveLength(1);
    const [statement] = table;
    expect(actionsOf(must(statement)).sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(resourcesOf(must(statement))).toEqual([{ 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.data.table), 'Arn'] }]);
    expect(must(statement).Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PUSHTICKET#*', 'PUSHCONN#*', 'USER#*'] },
    });
  });

  it("lets the stream handler read orders, forget connections, write accounts' notifications, query gsi1 and gsi2, and read the stream", () => {
    const statements = roleStatements(synth.stack.push.streamFunction);
    const tableArn = { 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.data.table), 'Arn'] };
    const items = must(statements.find((s) => actionsOf(s).includes('dynamodb:GetItem')));
    expect(actionsOf(items).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(resourcesOf(items)).toEqual([tableArn]);
    // Administrators' 'Nouvelle commande' (USER#…) only: no counters, no outbox, no other kind.
    expect(items.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ORDER#*', 'PUSHCONN#*', 'USER#*'] } });
    const query = must(statements.find((s) => actionsOf(s).includes('dynamodb:Query')));
    expect(actionsOf(query)).toEqual(['dynamodb:Query']);
    expect(resourcesOf(query).map(objectSuffix)).toEqual(['/index/gsi1', '/index/gsi2']);
    const streamArn = { 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.data.table), 'StreamArn'] };
    const dynamodb = statements.flatMap((s) => actionsOf(s).filter((a) => a.startsWith('dynamodb:')).map((action) => ({ action, s })));
    for (const { action, s } of dynamodb) {
      expect(action).not.toMatch(/Scan|BatchWrite|\*/);
      if (/GetRecords|GetShardIterator|DescribeStream/.test(action)) expect(resourcesOf(s), action).toEqual([streamArn]);
      if (action === 'dynamodb:ListStreams') expect(resourcesOf(s)).toEqual(['*']); // takes no resource ARN
    }
    expect(dynamodb.map((d) => d.action)).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator']));
  });

  it('lets the stream handler post to and close the connections of its own API stage, and nothing else of API Gateway', () => {
    const statements = roleStatements(synth.stack.push.streamFunction).filter((s) => actionsOf(s).some((a) => a.startsWith('execute-api:')));
    expect(statements.flatMap(actionsOf)).toEqual(['execute-api:ManageConnections']);
    const resources = statements.flatMap(resourcesOf).map((r) => JSON.stringify(r));
    const apiId = logicalId(synth.stack, synth.stack.push.webSocketApi);
    expect(resources.sort()).toEqual(
      ['DELETE', 'POST'].map((method) =>
        JSON.stringify({ 'Fn::Join': ['', ['arn:aws:execute-api:eu-west-3:123456789012:', { Ref: apiId }, `/prod/${method}/@connections/*`]] }),
      ),
    );
    for (const [name, fn] of appFunctions()) {
      expect(roleStatements(fn).flatMap(actionsOf).filter((a) => a.startsWith('execute-api:')), name).toEqual([]);
    }
  });

  it('gives each job of the registry exactly its declared table actions, on its declared partitions', async () => {
    const full = await synthFull();
    expect(full.stack.jobs.map((job) => job.job.name).sort()).toEqual(registryJobs.map((job) => job.name).sort());
    for (const job of full.stack.jobs) {
      const declared = jobGrants(job.job.name, job.job.grants);
      const roleId = logicalId(full.stack, must(job.function.role, 'role') as Parameters<typeof logicalId>[1]);
      const statements = policyStatements(full.template, roleId).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
      const actions = statements.flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'));
      expect(actions.sort(), job.job.name).toEqual(declared.table.map((a) => `dynamodb:${a}`).sort());
      const conditioned = statements.filter((s) => s.Condition);
      if (declared.partitions) {
        expect(conditioned.map((s) => s.Condition), job.job.name).toEqual([
          { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': declared.partitions.map((p) => `${p}*`) } },
        ]);
      } else expect(conditioned, job.job.name).toEqual([]);
    }
  });

  it('lets the purge job list and delete objects, read only which orders exist and write only its checkpoint', () => {
    const purge = must(registryJobs.find((job) => job.name === 'purge-stale-files'));
    const grants = jobGrants(purge.name, purge.grants);
    expect([...grants.table].sort()).toEqual(['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem']);
    expect(grants.partitions).toEqual(['JOBSTATE#', 'ORDER#']);
    expect(grants.files.map((f) => f.actions)).toEqual([['list', 'delete'], ['list', 'delete']]);
    expect(() => jobGrants('x', { table: 'read', files: 'none', tableActions: ['PutItem'] })).toThrow(/exceed/);
  });

  it('lets a read-only job read, and nothing more', () => {
    expect(jobGrants('x', { table: 'read', files: 'none' }).table).toEqual(['GetItem', 'BatchGetItem', 'Query']);
  });
});

describe('least privilege on the files bucket', () => {
  const expectedPrefixes: Record<string, string[]> = {
    auth: [],
    catalog: [],
    accounts: ['/exports/*', '/logos/clients/*', '/orders/*/chat/*'],
    content: ['/logos/partners/*'],
    orders: ['/uploads/*', '/orders/*'],
    messaging: ['/uploads/*', '/orders/*/chat/*'],
    invoices: ['/invoices/*', '/exports/*'],
  };

  it('scopes every object action of each domain to its key prefixes', () => {
    for (const domain of domains) {
      const s3 = roleStatements(synth.stack.api.functions[domain]).filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
      const objectStatements = s3.filter((s) => !actionsOf(s).includes('s3:ListBucket'));
      const prefixes = objectStatements.flatMap(resourcesOf).map(objectSuffix);
      expect(prefixes.sort(), domain).toEqual([...(expectedPrefixes[domain] ?? [])].sort());
      for (const action of objectStatements.flatMap(actionsOf)) {
        expect(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], domain).toContain(action);
      }
    }
  });

  it('lists only under a prefix, and never deletes object versions', () => {
    for (const [name, fn] of appFunctions()) {
      const statements = roleStatements(fn);
      for (const statement of statements.filter((s) => actionsOf(s).includes('s3:ListBucket'))) {
        expect(statement.Condition?.StringLike?.['s3:prefix'], name).toBeDefined();
      }
      const actions = statements.flatMap(actionsOf);
      expect(actions.filter((a) => /s3:.*Version|s3:\*|s3:DeleteBucket/.test(a)), name).toEqual([]);
    }
  });

  it('keeps the purge job on uploads/ and orders/ only', () => {
    const purge = must(registryJobs.find((job) => job.name === 'purge-stale-files'));
    expect(jobGrants(purge.name, purge.grants).files.map((f) => f.prefix)).toEqual(['uploads/', 'orders/']);
    expect(() => jobGrants('loose', { table: 'read', files: 'readwrite' })).toThrow(/filePrefixes/);
  });
});

describe('secrets', () => {
  it('lets only the first-admin trigger read the administrator secret', () => {
    const secretId = logicalId(synth.stack, synth.stack.firstAdmin.secret);
    for (const [name, fn] of appFunctions()) {
      const reads = roleStatements(fn).some(
        (s) => actionsOf(s).includes('secretsmanager:GetSecretValue') && JSON.stringify(s).includes(secretId),
      );
      expect(reads, name).toBe(name === 'first-admin');
    }
  });

  it('lets only the auth function read the token signing key, and only the key handler write a token key', () => {
    const { tokenKeys } = synth.stack;
    const keyIds = Object.values(tokenKeys.secrets).map((secret) => logicalId(synth.stack, secret));
    const signingId = logicalId(synth.stack, tokenKeys.signingSecret);
    expect(keyIds).toContain(signingId);
    const touching = (fn: { role?: unknown }, action: string) =>
      keyIds.filter((id) => roleStatements(fn).some((s) => actionsOf(s).includes(action) && JSON.stringify(s).includes(id)));
    for (const [name, fn] of appFunctions()) {
      expect(touching(fn, 'secretsmanager:GetSecretValue'), name).toEqual(name === 'auth' ? [signingId] : []);
      expect(touching(fn, 'secretsmanager:PutSecretValue'), name).toEqual([]);
    }
    expect(touching(tokenKeys.function, 'secretsmanager:PutSecretValue').sort()).toEqual([...keyIds].sort());
  });
});

/**
 * The table calls a file makes, mapped to their IAM actions: lib/db/table.ts's wrapper and the
 * entity helpers of lib/db/entity.ts (whose own source holds every call, so it is not scanned).
 */
const callActions: [RegExp, TableAction][] = [
  [/table\.get\b|Entity\.get\(/, 'GetItem'],
  [/table\.batchGet\b/, 'BatchGetItem'],
  [/table\.query\b|queryAll\(|readPage\(/, 'Query'],
  [/table\.put\b|\bPut:\s*\{|Entity\.create\(/, 'PutItem'],
  [/table\.update\b|\bUpdate:\s*\{|Entity\.update(ReturningOld)?\(|\breindex\(/, 'UpdateItem'],
  // A transaction's Delete names a Key (S3's DeleteObjects has `Delete: { Objects }`).
  [/table\.delete\b|\bDelete:\s*\{\s*Key\b|Entity\.remove\(/, 'DeleteItem'],
  [/table\.batchDelete\b/, 'BatchWriteItem'],
  [/\bConditionCheck:\s*\{/, 'ConditionCheckItem'],
];

/** The repository's own source files an entry can reach (esbuild's import graph). */
async function reachableSources(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    absWorkingDir: repoRoot,
    // Workspace packages (@app/*) are followed; npm packages are not read.
    external: ['@aws-sdk/*', '@smithy/*', 'zod', 'jose', '@middy/*', 'busboy', 'pino*', '@aws-lambda-powertools/*'],
  });
  return Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
}

async function usedActions(entry: string): Promise<{ actions: Set<TableAction>; files: boolean }> {
  const actions = new Set<TableAction>();
  let files = false;
  const generic = /lib\/db\/(table|entity|reindex)\.ts$/;
  for (const file of (await reachableSources(entry)).filter((f) => !generic.test(f))) {
    const source = readFileSync(join(repoRoot, file), 'utf8');
    for (const [pattern, action] of callActions) if (pattern.test(source)) actions.add(action);
    if (file.endsWith('lib/files/client.ts')) files = true;
  }
  return { actions, files };
}

describe('grants cover what the code can call', () => {
  const covers = async (name: string, entry: string, grants: Grants) => {
    const { actions, files } = await usedActions(entry);
    expect([...actions].filter((a) => !grants.table.includes(a)), `${name}: table actions missing`).toEqual([]);
    if (files) expect(grants.files.length, `${name} reaches the files bucket`).toBeGreaterThan(0);
  };

  it('for each API domain', async () => {
    for (const domain of domains) await covers(domain, domainEntry(domain), domainGrants[domain]);
  });

  it('for the push handlers', async () => {
    await covers('push-socket', pushEntry('socket-handler'), pushGrants.socket);
    await covers('push-stream', pushEntry('stream-handler'), pushGrants.stream);
  });

  it('for each job of the registry', async () => {
    for (const job of registryJobs) await covers(job.name, join(jobsDir, job.entry), jobGrants(job.name, job.grants));
  });
});
