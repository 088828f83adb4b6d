import type * as z from 'zod/mini';
import { table, type Item, type Key } from './table';
import { conditionExpression, updateExpression, type Change, type Condition } from './update';
import { unlessRefused } from './write';
import type { Refusal, TransactionItem } from './transaction';

/** A condition on a transaction item: the extra condition, and whether the item must exist. */
interface ItemCondition<R> {
  condition?: Condition;
  mustExist?: boolean;
  onConditionFailed?: Refusal<R>;
}

/** The item's refusal, when it names one. */
const refusal = <R>(onConditionFailed?: Refusal<R>) => (onConditionFailed ? { onConditionFailed } : {});

/** ConditionExpression and placeholders of a condition, or nothing for an unconditional write. */
const conditionOf = (condition: Condition | undefined, mustExist: boolean) =>
  condition || mustExist ? conditionExpression(condition, { mustExist }) : {};

/** Attributes that exist only for storage and never reach a record. */
export const STORAGE_ATTRIBUTES = [
  'pk',
  'sk',
  'type',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
  'search_text',
  'search_plate',
  'search_keys',
] as const;
/** Index keys, and attributes derived for queries (the order search text), of an item. */
export type IndexAttributes = Partial<Record<(typeof STORAGE_ATTRIBUTES)[number], string>>;

export interface EntityDef<S extends z.ZodMiniType<Record<string, unknown>>, A extends unknown[]> {
  /** The `type` attribute of its items. */
  type: string;
  /** The record as the code sees it; parsed on every read (defaults normalise older items). */
  schema: S;
  /** The primary key from its parts. */
  key: (...parts: A) => Key;
  /** The primary key of a record. */
  keyOf: (record: z.infer<S>) => Key;
  /** The index attributes of a record (none when the item is in no index). */
  indexes?: (record: z.infer<S>) => IndexAttributes;
}

/**
 * One item kind of the single table: its keys, its `type`, and a zod parse on read. Every
 * repository goes through one of these, so storage attributes are added and stripped the same
 * way everywhere and no item is cast.
 */
export function defineEntity<S extends z.ZodMiniType<Record<string, unknown>>, A extends unknown[]>(def: EntityDef<S, A>) {
  type T = z.infer<S>;

  const parse = (item: Item | undefined): T | undefined => {
    if (!item || item.type !== def.type) return undefined;
    const record: Item = { ...item };
    for (const attribute of STORAGE_ATTRIBUTES) delete record[attribute];
    const parsed = def.schema.safeParse(record);
    if (!parsed.success) throw new Error(`Stored ${def.type} item does not match its schema: ${parsed.error.message}`);
    return parsed.data;
  };

  /** The index attributes of a record, for an update that must keep them in step. */
  const indexesOf = (record: T): IndexAttributes => def.indexes?.(record) ?? {};

  /** The item as stored: keys, indexes, type, then the record's own attributes. */
  const item = (record: T): Item => ({ ...def.keyOf(record), ...indexesOf(record), type: def.type, ...record });

  /** An update of an existing item answering the record after (ALL_NEW) or before (ALL_OLD) it. */
  const update = (key: Key, change: Change, returned: 'ALL_NEW' | 'ALL_OLD'): Promise<T | undefined> =>
    unlessRefused(
      async () => parse((await table.update({ Key: key, ...updateExpression(change), ReturnValues: returned })).Attributes),
      () => undefined,
    );

  return {
    ...def,
    parse,
    parseAll: (items: readonly Item[]): T[] => items.flatMap((i): T[] => { const r = parse(i); return r ? [r] : []; }),
    item,
    indexesOf,

    get: async (...parts: A): Promise<T | undefined> => parse(await table.get(def.key(...parts), true)),

    /** Puts a record that must not exist yet; false when the key is taken. */
    create: (record: T, condition = 'attribute_not_exists(pk)'): Promise<boolean> =>
      unlessRefused(
        async () => {
          await table.put({ Item: item(record), ConditionExpression: condition });
          return true;
        },
        () => false,
      ),

    /** Updates an existing item; the record after the write, or undefined when missing or refused. */
    update: (key: Key, change: Change) => update(key, change, 'ALL_NEW'),

    /** Like update, but answers the record as it was just before this very write. */
    updateReturningOld: (key: Key, change: Change) => update(key, change, 'ALL_OLD'),

    /** A transaction item putting a record, unconditionally. */
    putItem: (record: T): TransactionItem => ({ write: { Put: { Item: item(record) } } }),

    /** A transaction item putting a record that must not exist yet. */
    createItem: <const R = never>(record: T, onConditionFailed?: Refusal<R>): TransactionItem<R> => ({
      write: { Put: { Item: item(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      ...refusal(onConditionFailed),
    }),

    /** A transaction item updating an item (which must exist unless the change is an upsert). */
    updateItem: <const R = never>(key: Key, change: Change, onConditionFailed?: Refusal<R>): TransactionItem<R> => ({
      write: { Update: { Key: key, ...updateExpression(change) } },
      ...refusal(onConditionFailed),
    }),

    /** A transaction item deleting an item: unconditional unless a condition is given. */
    deleteItem: <const R = never>(key: Key, options: ItemCondition<R> = {}): TransactionItem<R> => ({
      write: { Delete: { Key: key, ...conditionOf(options.condition, options.mustExist ?? false) } },
      ...refusal(options.onConditionFailed),
    }),

    /** A transaction item checking that an item exists (and the condition holds) without writing it. */
    checkItem: <const R = never>(key: Key, options: ItemCondition<R> = {}): TransactionItem<R> => ({
      write: { ConditionCheck: { Key: key, ...conditionExpression(options.condition, { mustExist: options.mustExist ?? true }) } },
      ...refusal(options.onConditionFailed),
    }),

    /** Deletes an existing item; the record it was, or undefined when missing or refused. */
    remove: (key: Key, condition?: Condition): Promise<T | undefined> =>
      unlessRefused(
        async () =>
          parse((await table.delete({ Key: key, ...conditionExpression(condition), ReturnValues: 'ALL_OLD' })).Attributes),
        () => undefined,
      ),
  };
}
