import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
  type AttributeValue as StreamValue,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<void>;

export interface StreamPollerOptions {
  client: DynamoDBStreamsClient;
  streamArn: string;
  region: string;
  handler: StreamHandler;
  /** Pause between two reads when nothing asked for one (writes made outside the gateway). */
  idleEveryMs?: number;
}

export interface StreamPoller {
  /** Reads the stream now (a write was just answered): its records reach the handler at once. */
  kick(): void;
  stop(): Promise<void>;
}

/** Shards are listed again this often, or at once when one closes (its children follow it). */
const DESCRIBE_EVERY_MS = 10_000;
/** A batch the handler refuses is tried this many times, then dropped (the DLQ in the cloud). */
const ATTEMPTS = 3;
/** Records that come while a read runs are read right after it, this often at most. */
const FOLLOW_UP_MS = 20;

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The SDK's attribute value as Lambda's event carries it (binaries as base64 text). */
function toEventValue(value: StreamValue): AttributeValue {
  if (value.B) return { B: toBase64(value.B) };
  if (value.BS) return { BS: value.BS.map(toBase64) };
  if (value.L) return { L: value.L.map(toEventValue) };
  if (value.M) return { M: toEventImage(value.M) };
  return value as AttributeValue;
}
const toEventImage = (image: Record<string, StreamValue>) =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toEventValue(value)]));
const imageOf = (image?: Record<string, StreamValue>) => (image ? toEventImage(image) : undefined);

/** A record of GetRecords as the event source mapping hands it to Lambda. */
function toEventRecord(record: _Record, streamArn: string, region: string): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  const created = stream.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? region,
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: created ? Math.floor(new Date(created).getTime() / 1000) : undefined,
      Keys: imageOf(stream.Keys),
      NewImage: imageOf(stream.NewImage),
      OldImage: imageOf(stream.OldImage),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}

/**
 * The local stand-in for Lambda's DynamoDB Streams event source: reads DynamoDB Local's stream
 * (open shards from LATEST at start, their children from the start as they appear) and calls the
 * handler with the records read, as a DynamoDBStreamEvent. The gateway kicks it after every write
 * it answers, so a change is pushed at once; otherwise it reads once a second (a job's or a
 * test's direct writes). Polling every 50 ms instead kept an idle stack at 12 % of a core.
 */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { client, streamArn } = options;
  const iterators = new Map<string, string>();
  const lastSequence = new Map<string, string>();
  const known = new Set<string>();
  let describedAt = 0;
  let first = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const iterator = async (shardId: string, type: ShardIteratorType, after?: string) =>
    (
      await client.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: after }),
      )
    ).ShardIterator;

  async function shards(): Promise<Shard[]> {
    const all: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await client.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      all.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return all;
  }

  /** New shards: at the first listing only the open ones, from now; later ones from their start. */
  async function discover(): Promise<void> {
    for (const shard of await shards()) {
      const id = shard.ShardId;
      if (!id || known.has(id)) continue;
      known.add(id);
      const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
      if (first && !open) continue;
      const it = await iterator(id, first ? 'LATEST' : 'TRIM_HORIZON');
      if (it) iterators.set(id, it);
    }
    first = false;
    describedAt = Date.now();
  }

  async function read(shardId: string, it: string): Promise<_Record[]> {
    try {
      const out = await client.send(new GetRecordsCommand({ ShardIterator: it, Limit: 1000 }));
      const records = out.Records ?? [];
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) lastSequence.set(shardId, last);
      if (out.NextShardIterator) iterators.set(shardId, out.NextShardIterator);
      else {
        // The shard closed: list the shards again now, its children carry on.
        iterators.delete(shardId);
        describedAt = 0;
      }
      return records;
    } catch (error) {
      // An expired iterator: resume after the last record read (or from now).
      const after = lastSequence.get(shardId);
      const next = await iterator(shardId, after ? 'AFTER_SEQUENCE_NUMBER' : 'LATEST', after).catch(() => undefined);
      if (next) iterators.set(shardId, next);
      else iterators.delete(shardId);
      console.error('stream poller: read failed', (error as Error).name ?? error);
      return [];
    }
  }

  async function deliver(records: _Record[]): Promise<void> {
    const event = { Records: records.map((r) => toEventRecord(r, streamArn, options.region)) };
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        return await options.handler(event);
      } catch (error) {
        if (attempt === ATTEMPTS) console.error(`stream poller: batch of ${records.length} dropped`, error);
        else await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async function tick(): Promise<void> {
    if (Date.now() - describedAt >= DESCRIBE_EVERY_MS) await discover();
    const batches = await Promise.all([...iterators].map(([id, it]) => read(id, it)));
    const records = batches.flat();
    if (records.length) await deliver(records);
  }

  const idleEvery = options.idleEveryMs ?? 1000;
  let again = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      again = false;
      running = tick()
        .catch((error: unknown) => console.error('stream poller failed:', error instanceof Error ? error.message : error))
        .finally(() => {
          running = undefined;
          schedule(again ? FOLLOW_UP_MS : idleEvery);
        });
    }, ms);
  };
  // Listed before the start is answered: every write from then on is pushed.
  await discover();
  schedule(idleEvery);
  return {
    kick() {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
