import { db } from '@app/functions/lib/db/client';

/** Commands that accept ReturnConsumedCapacity (every item and batch call of the functions). */
const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

interface Consumed {
  CapacityUnits?: number;
}

export interface MeterReading {
  /** DynamoDB calls sent by the functions' client (SDK retries of one call count once). */
  requests: number;
  /** Read capacity units consumed (ConsumedCapacity TOTAL of the read calls). */
  rcu: number;
  /** Write capacity units consumed (a GET that writes shows up here). */
  wcu: number;
  /** Calls per command name, e.g. { GetItem: 1, Query: 2 }. */
  commands: Record<string, number>;
}

const empty = (): MeterReading => ({ requests: 0, rcu: 0, wcu: 0, commands: {} });

/**
 * Counts the DynamoDB calls of the functions and the capacity they consume: two middlewares on
 * the singleton DynamoDBDocumentClient of functions/src/lib/db/client.ts (the one the handlers
 * of the in-process gateway use). The first asks for `ReturnConsumedCapacity: 'TOTAL'`, the
 * second sums `ConsumedCapacity` (an array for batch and transaction calls).
 */
export function attachDynamoMeter() {
  let reading = empty();
  const client = db();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? '';
      const metered = READS.has(name) || WRITES.has(name);
      const input = metered ? { ...(args.input as object), ReturnConsumedCapacity: 'TOTAL' } : args.input;
      const result = await next({ ...args, input: input as typeof args.input });
      const short = name.replace(/Command$/, '');
      reading.requests++;
      reading.commands[short] = (reading.commands[short] ?? 0) + 1;
      const consumed = (result.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
      const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      if (WRITES.has(name)) reading.wcu += units;
      else reading.rcu += units;
      return result;
    },
    { step: 'initialize', name: 'benchDynamoMeter', override: true },
  );
  return {
    reset: () => {
      reading = empty();
    },
    read: (): MeterReading => ({ ...reading, commands: { ...reading.commands } }),
  };
}

export type DynamoMeter = ReturnType<typeof attachDynamoMeter>;
