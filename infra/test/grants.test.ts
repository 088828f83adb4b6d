import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '@app/functions/routes';
import { jobs as registryJobs } from '@app/functions/jobs/registry';
import { domainGrants, jobGrants, pushGrants, type FileAction, type Grants, type TableAction } from '../lib/domain-grants';
import { functionSources, partitionUniverse, reach, type Reach } from './code-reach';
import { domainEntry, functionsSrc, jobsDir, repoRoot } from '../lib/paths';
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

type TableStatement = Statement & { Resource?: Resource | Resource[]; Condition?: Record<string, unknown> };
const TABLE_ACTIONS: readonly string[] = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'] satisfies TableAction[];
/** What the table access allows: `action on` (`table`, `gsi1`…) → its LeadingKeys patterns, or 'any'. */
type Access = Record<string, readonly string[] | 'any'>;

/** The table access a role's statements allow (stream reads left out). */
function tableAccess(statements: readonly TableStatement[]): Access {
  const access: Access = {};
  for (const statement of statements) {
    const actions = actionsOf(statement).map((a) => a.replace(/^dynamodb:/, '')).filter((a) => TABLE_ACTIONS.includes(a));
    if (!actions.length) continue;
    const condition = statement.Condition as { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': string[] } } | undefined;
    if (condition) expect(condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expect.any(Array) } });
    for (const action of actions) {
      for (const resource of resourcesOf(statement)) {
        const on = objectSuffix(resource).startsWith('/index/') ? objectSuffix(resource).slice('/index/'.length) : 'table';
        expect(JSON.stringify(resource)).toMatch(on === 'table' ? /"Arn"\]\}$/ : /\/index\/gsi\d"\]\]\}$/);
        expect(access[`${action} on ${on}`], `${action} on ${on} granted twice`).toBeUndefined();
        access[`${action} on ${on}`] = condition ? condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'] : 'any';
      }
    }
  }
  return access;
}

/**
 * The access `grants` mean: each item action on the table, under `partitions`; Query on the
 * table under `partitions` (unless it reads only `indexes`), on each index under `indexPartitions`.
 */
function expectedAccess(grants: Grants): Access {
  const patterns = (prefixes?: readonly string[]) => (prefixes ? prefixes.map((prefix) => `${prefix}*`) : 'any');
  const access: Access = {};
  for (const action of grants.table.filter((a) => a !== 'Query')) access[`${action} on table`] = patterns(grants.partitions);
  if (!grants.table.includes('Query')) return access;
  if (!grants.indexes) access['Query on table'] = patterns(grants.partitions);
  if (grants.partitions && !grants.indexPartitions?.length) return access;
  for (const index of grants.indexes ?? ['gsi1', 'gsi2', 'gsi3', 'gsi4']) access[`Query on ${index}`] = patterns(grants.partitions && grants.indexPartitions);
  return access;
}

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

  it('gives each domain exactly its declared actions, on the table and its indexes by name, under its declared partitions', () => {
    for (const domain of domains) {
      expect(tableAccess(roleStatements(synth.stack.api.functions[domain])), domain).toEqual(expectedAccess(domainGrants[domain]));
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

  it("lets the stream handler read orders, forget connections, write accounts' notifications, query gsi1, gsi2 and gsi3, and read the stream", () => {
    const statements = roleStatements(synth.stack.push.streamFunction);
    const tableArn = { 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.data.table), 'Arn'] };
    const items = must(statements.find((s) => actionsOf(s).includes('dynamodb:GetItem')));
    expect(actionsOf(items).sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(resourcesOf(items)).toEqual([tableArn]);
    // Administrators' 'Nouvelle commande' (USER#…) only: no counters, no outbox, no other kind.
    expect(items.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ORDER#*', 'PUSHCONN#*', 'USER#*'] } });
    const query = must(statements.find((s) => actionsOf(s).includes('dynamodb:Query')));
    expect(actionsOf(query)).toEqual(['dynamodb:Query']);
    expect(resourcesOf(query).map(objectSuffix)).toEqual(['/index/gsi1', '/index/gsi2', '/index/gsi3']);
    // A user's connections, the administrators' connections, the administrators: no order list.
    expect(query.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PUSHUSER#*', 'PUSHADMINS*', 'PUSHALL*', 'USERS#*'] } });
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

  it('gives each job of the registry exactly its declared table actions, under its declared partitions', async () => {
    const full = await synthFull();
    expect(full.stack.jobs.map((job) => job.job.name).sort()).toEqual(registryJobs.map((job) => job.name).sort());
    for (const job of full.stack.jobs) {
      const declared = jobGrants(job.job.name, job.job.grants);
      const roleId = logicalId(full.stack, must(job.function.role, 'role') as Parameters<typeof logicalId>[1]);
      expect(tableAccess(policyStatements(full.template, roleId) as TableStatement[]), job.job.name).toEqual(expectedAccess(declared));
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
    accounts: ['/exports/*', '/logos/clients/*', '/orders/*', '/uploads/*'],
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

const functionsUnderTest = (): [string, string, Grants][] => [
  ...domains.map((domain): [string, string, Grants] => [domain, domainEntry(domain), domainGrants[domain]]),
  ['push-socket', pushEntry('socket-handler'), pushGrants.socket],
  ['push-stream', pushEntry('stream-handler'), pushGrants.stream],
  ...registryJobs.map((job): [string, string, Grants] => [job.name, join(jobsDir, job.entry), jobGrants(job.name, job.grants)]),
];

/**
 * Modules that write or delete items by keys read from other items, reviewed: the items come
 * from a Query of the table's own partition, so their keys are in a partition the code names.
 */
const keysFromSamePartition: Record<string, string> = {
  'functions/src/lib/db/pages.ts': 'a cursor from the last item read, never a key written',
  'functions/src/order-data/counters/counter-repository.ts': "a Map's key of the counters read, never a key written",
  'functions/src/order-data/order-chat-repository.ts': "an order's chat items, read from its ORDERCHAT# partition",
  'functions/src/notifications/notification-deletion-repository.ts': "a user's notifications, read from its USER# partition",
  'functions/src/privacy/retention-sweep-repository.ts': 'security log entries, read from the SECLOG partition',
};

describe('grants are exactly what the code can reach (its tree-shaken bundle, infra/test/code-reach.ts)', () => {
  let universe: ReturnType<typeof partitionUniverse>;
  const reached = new Map<string, Reach>();
  beforeAll(async () => {
    universe = partitionUniverse();
    for (const [name, entry] of functionsUnderTest()) reached.set(name, await reach(entry, universe));
  }, 300_000);

  it('gives each function exactly the table actions its code calls', () => {
    for (const [name, , grants] of functionsUnderTest()) {
      expect([...must(reached.get(name)).actions].sort(), `${name}: actions its code calls`).toEqual([...grants.table].sort());
    }
  });

  it('gives the first-administrator trigger exactly the table actions its code calls', async () => {
    const code = await reach(join(functionsSrc, 'setup', 'first-admin.ts'), universe);
    const granted = roleStatements(synth.stack.firstAdmin.function).flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'));
    expect(granted.map((a) => a.replace('dynamodb:', '')).sort()).toEqual([...code.actions].sort());
  });

  it('bounds each function, but the accounts one, to exactly the partitions its code names', () => {
    for (const [name, , grants] of functionsUnderTest()) {
      const code = must(reached.get(name));
      if (name === 'accounts') {
        // Its erasure deletes what it finds through indexes: partitions its code never names.
        expect(code.keysFromItems).toContain('functions/src/privacy/erasure-repository.ts');
        expect(grants.partitions).toBeUndefined();
        continue;
      }
      expect([...code.tablePartitions].sort(), `${name}: table partitions its code names`).toEqual([...(grants.partitions ?? [])].sort());
      if (grants.table.includes('Query')) {
        expect([...code.indexPartitions].sort(), `${name}: index partitions its code names`).toEqual([...(grants.indexPartitions ?? [])].sort());
      }
      const unreviewed = code.keysFromItems.filter((module) => !(module in keysFromSamePartition));
      expect(unreviewed, `${name}: keys read from items, partitions unknown`).toEqual([]);
    }
  });

  it('gives the files bucket to the functions that reach its client', () => {
    for (const [name, , grants] of functionsUnderTest()) {
      if (must(reached.get(name)).files) expect(grants.files.length, `${name} reaches the files bucket`).toBeGreaterThan(0);
    }
  });

  it('gives each function exactly the S3 actions of the calls its code keeps (lib/files)', () => {
    const actions = (list: readonly FileAction[]) => [...new Set(list)].sort();
    for (const [name, , grants] of functionsUnderTest()) {
      const called = actions([...must(reached.get(name)).fileActions]);
      const granted = actions(grants.files.flatMap((grant) => grant.actions));
      expect(called, `${name}: S3 actions its code calls`).toEqual(granted);
    }
  });

  it('knows every partition of the table design', () => {
    const table = [...universe].filter(([, kinds]) => kinds.has('table')).map(([prefix]) => prefix);
    expect(table).toEqual(expect.arrayContaining(['USER#', 'ORDER#', 'COUNTERS', 'OUTBOX#', 'PUSHCONN#', 'ORDERCHAT#', 'JOBSTATE#']));
    const index = [...universe].filter(([, kinds]) => kinds.has('index')).map(([prefix]) => prefix);
    expect(index).toEqual(expect.arrayContaining(['ORDERS', 'AUDIT', 'SESSIONS#', 'PUSHADMINS', 'PUSHUSER#', 'OUTBOX', 'NOTIFSUBJECT#']));
  });
});

describe('the code keeps to the forms the derivation reads', () => {
  const sources = [...functionSources()].filter(([path]) => !path.endsWith('lib/db/entity.ts'));

  it("calls an entity's methods only through a name ending in Entity", () => {
    for (const [path, source] of sources) {
      const calls = [...source.matchAll(/([\w.]+)\.(createItem|putItem|updateItem|deleteItem|checkItem|updateReturningOld)\(/g)];
      expect(calls.map((m) => m[0]).filter((call) => !/Entity\.\w+\($/.test(call)), path).toEqual([]);
    }
  });

  it('never destructures, indexes or passes whole the key builder sets', () => {
    for (const [path, source] of sources) {
      expect(source.match(/\b(keys|indexKeys|counterKeys)\s*\[|=\s*(keys|indexKeys|counterKeys)\s*[;,)]/g), path).toBeNull();
    }
  });
});

describe('the derivation itself', () => {
  it('sees calls, builders, literals and entities a fixture reaches, and not those it drops', async () => {
    const code = await reach(join(repoRoot, 'infra', 'test', 'fixtures', 'reach-fixture.ts'), partitionUniverse());
    expect([...code.actions].sort()).toEqual(['DeleteItem', 'GetItem', 'PutItem', 'Query']);
    expect([...code.tablePartitions].sort()).toEqual(['ORDER#', 'SETTINGS', 'USER#']);
    expect([...code.indexPartitions].sort()).toEqual(['EXPORTSTATUS#', 'ORDERS']);
  });
});
