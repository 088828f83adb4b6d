import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import * as keyModule from '@app/functions/lib/db/keys';
import type { FileAction, TableAction } from '../lib/domain-grants';
import { pruneBundle } from './bundle-prune';
import { functionsSrc, repoRoot } from '../lib/paths';

/**
 * What a function's code can reach of the table, read from its tree-shaken esbuild bundle (the
 * repository's own code, npm packages left out): the DynamoDB actions of the table wrapper's and
 * the entities' calls it keeps, and the partition key prefixes of the key builders and key
 * literals it keeps. DynamoDB Local ignores IAM, so this is what proves a grant covers the code.
 */
export interface Reach {
  readonly actions: ReadonlySet<TableAction>;
  /** Partition key prefixes of the table's items it may name (item actions and table queries). */
  readonly tablePartitions: ReadonlySet<string>;
  /** Partition key prefixes of the indexes it may query (`dynamodb:LeadingKeys` of an index Query). */
  readonly indexPartitions: ReadonlySet<string>;
  readonly files: boolean;
  /** The files bucket's actions of the S3 calls it keeps (lib/files: objects.ts, presign.ts). */
  readonly fileActions: ReadonlySet<FileAction>;
  /** Modules that write or delete an item by a key read from another item (not a key builder). */
  readonly keysFromItems: readonly string[];
}

/** The generic layers: their source holds every call and every key, so only their callers count. */
const GENERIC = /functions\/src\/lib\/db\/(table|entity|keys)\.ts$/;

/** Receivers: the table wrapper, an entity (`…Entity`), as esbuild may rename them (`table2`). */
const callActions: [RegExp, TableAction][] = [
  [/\btable\d*\.get\(|\w+Entity\d*\.get\(/, 'GetItem'],
  [/\btable\d*\.batchGet\(/, 'BatchGetItem'],
  [/\btable\d*\.query\(/, 'Query'],
  [/\btable\d*\.put\(|\w+Entity\d*\.(create|createItem|putItem)\(|\bPut:\s*\{/, 'PutItem'],
  [/\btable\d*\.update\(|\w+Entity\d*\.(update|updateReturningOld|updateItem)\(|\bUpdate:\s*\{/, 'UpdateItem'],
  // A transaction's Delete names a Key (S3's DeleteObjects has `Delete: { Objects }`).
  [/\btable\d*\.delete\(|\w+Entity\d*\.(remove|deleteItem)\(|\bDelete:\s*\{\s*Key\b/, 'DeleteItem'],
  [/\btable\d*\.batchDelete\(/, 'BatchWriteItem'],
  [/\w+Entity\d*\.checkItem\(|\bConditionCheck:\s*\{/, 'ConditionCheckItem'],
];

/**
 * The S3 calls of lib/files (client.ts's s3Call, s3Send, s3Presign), by what each one sends: its
 * `x-id` (the SDK's operation name), HEAD, a DeleteObjects' `?delete`, a listing's `max-keys`.
 * HeadObject needs s3:GetObject, CopyObject reads its source and writes its copy.
 */
const fileCallActions: [RegExp, FileAction[]][] = [
  [/["']x-id["']:\s*["']GetObject["']|\bmethod:\s*["']HEAD["']/, ['get']],
  [/["']x-id["']:\s*["']PutObject["']/, ['put']],
  [/["']x-id["']:\s*["']CopyObject["']/, ['get', 'put']],
  [/["']x-id["']:\s*["']DeleteObject["']|\bdelete:\s*["']["']/, ['delete']],
  [/["']max-keys["']/, ['list']],
];
const FILES_MODULE = /functions\/src\/lib\/files\/[\w-]+\.ts$/;

type Kind = 'table' | 'index';
const ARG = '\u0001';

/** The constant head of a built key value: `USER#` of `USER#${id}`, all of `SETTINGS`. */
const headOf = (value: string) => value.split(ARG)[0] ?? '';

/** The partition prefixes a key builder gives: its `pk` (table) and `gsiNpk` (index) heads. */
function builderPartitions(builder: (...args: string[]) => Record<string, string>): [string, Kind][] {
  const built = builder(ARG, ARG, ARG, ARG);
  return Object.entries(built).flatMap(([attribute, value]): [string, Kind][] =>
    attribute === 'pk' ? [[headOf(value), 'table']] : /^gsi\dpk$/.test(attribute) ? [[headOf(value), 'index']] : [],
  );
}

type Builder = (...args: string[]) => Record<string, string>;
/** lib/db/keys.ts's builder sets by their export name: `keys`, `indexKeys`, `counterKeys`. */
const builders = Object.fromEntries(
  Object.entries(keyModule).filter(([, value]) => typeof value === 'object'),
) as Record<string, Record<string, Builder>>;
/** lib/db/keys.ts's partition functions (`notificationSubjectPartition`): index partitions by name. */
const partitionFunctions = Object.entries(keyModule).filter(
  (entry): entry is [string, (...args: string[]) => string] =>
    typeof entry[1] === 'function' && entry[0].endsWith('Partition'),
);

/**
 * Quoted literals starting in capitals, but not sort keys (`sk: 'COUNTERS'`): the run of
 * capitals, digits, `_` and `#`, and whether it is the whole literal.
 */
const literalHeads = (text: string) =>
  [...text.matchAll(/(?<!\b(?:sk|gsi\dsk)\s*:\s*|[=!]==\s*)(['"`])([A-Z][A-Z0-9_#]*)(.)/g)].map((m) => ({
    head: m[2] ?? '',
    whole: m[3] === m[1],
  }));

/** A literal names a partition: the whole constant one, or any key under a `…#` prefix. */
const names = (literal: { head: string; whole: boolean }, prefix: string) =>
  prefix.endsWith('#') ? literal.head.startsWith(prefix) : literal.whole && literal.head === prefix;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Every non-test source file of functions/src, by its path from the repository root. */
export const functionSources = (): Map<string, string> =>
  new Map(sourceFiles(functionsSrc).map((path) => [relative(repoRoot, path), readFileSync(path, 'utf8')]));

/**
 * Every partition prefix of the table design, and whether it is the table's or an index's: the
 * key builders of lib/db/keys.ts, and the literals in a key position (`pk:`, `gsiNpk:`) or named
 * as a partition (`…PARTITION = '…'`, `…Partition = (…) => \`…\``) anywhere in functions/src.
 */
export function partitionUniverse(): Map<string, Set<Kind>> {
  const universe = new Map<string, Set<Kind>>();
  const add = (prefix: string, kind: Kind) => {
    if (prefix) universe.set(prefix, new Set([...(universe.get(prefix) ?? []), kind]));
  };
  for (const set of Object.values(builders)) {
    for (const builder of Object.values(set))
      for (const [prefix, kind] of builderPartitions(builder)) add(prefix, kind);
  }
  for (const [, build] of partitionFunctions) add(headOf(build(ARG)), 'index');
  for (const source of functionSources().values())
    for (const [prefix, kind] of literalPartitions(source)) add(prefix, kind);
  return universe;
}

/** Balanced arguments of a call, one level of nested calls deep. */
const ARGS = String.raw`\((?:[^()]|\([^()]*\))*\)`;
/** A partition key literal: `pk: 'COUNTERS'`, `gsi3pk: \`EXPORTS#…\``, a `…PARTITION = '…'` or `…Partition = (…) => \`…\``. */
const KEY_LITERAL =
  /(?:\b(pk|gsi\dpk)\s*:|PARTITION\s*=|Partition\s*=\s*\([^)]*\)\s*=>)\s*(['"`])([A-Z][A-Z0-9_#]*)(.)/g;

/** The partitions of the key literals of some code (see KEY_LITERAL). */
function literalPartitions(code: string): [string, Kind][] {
  return [...code.matchAll(KEY_LITERAL)].flatMap((m): [string, Kind][] => {
    const head = m[3] ?? '';
    const whole = m[4] === m[2];
    return whole || head.endsWith('#') ? [[head, m[1] === 'pk' ? 'table' : 'index']] : [];
  });
}

/**
 * The partitions a module's code names: the table partitions of the key builders it uses
 * (`keys.user`, `counterKeys.global`), the index partitions it reads of an index key builder
 * (`indexKeys.allOrders(…).gsi1pk`; spreading one only writes an item's index attributes), the
 * partition functions it calls, and the key literals it holds.
 */
function codePartitions(code: string): [string, Kind][] {
  const found: [string, Kind][] = [];
  for (const [set, members] of Object.entries(builders)) {
    const use = set === 'indexKeys' ? `\\b${set}\\d*\\.(\\w+)${ARGS}\\.gsi\\dpk` : `\\b${set}\\d*\\.(\\w+)`;
    for (const m of code.matchAll(new RegExp(use, 'g'))) {
      const builder = members[m[1] ?? ''];
      if (builder) found.push(...builderPartitions(builder));
    }
  }
  for (const [name, build] of partitionFunctions) {
    if (new RegExp(`\\b${name}\\d*\\(`).test(code)) found.push([headOf(build(ARG)), 'index']);
  }
  found.push(...literalPartitions(code));
  return found;
}

/**
 * An entity no kept code uses is dropped with its key builders: its definition has no side
 * effect. Likewise a list of walks (below).
 */
const pureEntities: Plugin = {
  name: 'pure-entities',
  setup(build) {
    build.onLoad({ filter: /functions\/src\/.*\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8')
        .replace(/=\s*defineEntity\(/g, '= /* @__PURE__ */ defineEntity(')
        // A module-level list mapped from constants (users/user-repository.ts's reindexing walks):
        // built at load, it runs nothing until walked, so it goes with its last user.
        .replace(/^(export const \w+(?::[^=\n]+)? = )\(\[/gm, '$1/* @__PURE__ */ (['),
      loader: 'ts',
    }));
  },
};

/** The bundle's code by module: esbuild marks each module's (kept) code with `// path`. */
async function bundleSections(entry: string): Promise<[string, string][]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    treeShaking: true,
    plugins: [pureEntities],
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    absWorkingDir: repoRoot,
    // Workspace packages (@app/*) are followed; npm packages are not read.
    external: [
      '@aws-sdk/*',
      '@smithy/*',
      'zod',
      'zod/*',
      'jose',
      '@middy/*',
      'busboy',
      'pino*',
      '@aws-lambda-powertools/*',
    ],
  });
  const sections: [string, string][] = [];
  let current: [string, string[]] | undefined;
  for (const line of pruneBundle(result.outputFiles[0]?.text ?? '').split('\n')) {
    const marker = /^\/\/ ((?:functions|shared|infra)\/\S+\.ts)$/.exec(line);
    if (marker) {
      if (current) sections.push([current[0], current[1].join('\n')]);
      current = [marker[1] ?? '', []];
    } else current?.[1].push(line);
  }
  if (current) sections.push([current[0], current[1].join('\n')]);
  return sections;
}

/** Modules building an item's key from another item's attributes (`pk: String(item.pk)`). */
const KEY_FROM_ITEM = /\bpk:\s*(?:String\()?[a-z]\w*\??\.(?:pk|LastEvaluatedKey)\b/;

/** What the code bundled from `entry` can reach of the table (see Reach). */
export async function reach(entry: string, universe: Map<string, Set<Kind>>): Promise<Reach> {
  const actions = new Set<TableAction>();
  const partitions = { table: new Set<string>(), index: new Set<string>() };
  const keysFromItems = new Set<string>();
  let files = false;
  const fileActions = new Set<FileAction>();
  for (const [module, code] of await bundleSections(entry)) {
    if (module.endsWith('lib/files/client.ts')) files = true;
    if (FILES_MODULE.test(module)) {
      for (const [pattern, found] of fileCallActions) if (pattern.test(code)) found.forEach((action) => fileActions.add(action));
    }
    if (GENERIC.test(module)) continue;
    for (const [pattern, action] of callActions) if (pattern.test(code)) actions.add(action);
    // Any literal naming a partition of the design (`keyConditions.upTo('EXPORTSTATUS#prete', …)`).
    for (const literal of literalHeads(code)) {
      for (const [prefix, kinds] of universe)
        if (names(literal, prefix)) kinds.forEach((kind) => partitions[kind].add(prefix));
    }
    for (const [prefix, kind] of codePartitions(code)) partitions[kind].add(prefix);
    if (KEY_FROM_ITEM.test(code)) keysFromItems.add(module);
  }
  return {
    actions,
    tablePartitions: partitions.table,
    indexPartitions: partitions.index,
    files,
    fileActions,
    keysFromItems: [...keysFromItems],
  };
}
