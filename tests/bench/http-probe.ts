import type { DynamoMeter, MeterReading } from './dynamo-meter';

/** What one measured HTTP call gave in one scenario. */
export interface CallResult {
  call: string;
  informational: boolean;
  /** Counted against the 2-requests-beyond-authentication budget (stats, balance). */
  counterRead: boolean;
  /** HTTP status -> answers; a skipped call has one entry saying why, with 0. */
  statuses: Record<string, number>;
  expected: number;
  p50: number;
  p99: number;
  maxBytes: number;
  /** Orders in the answer (lists), last seen. */
  items?: number;
  /** DynamoDB requests per call (mean of the counted calls), the authentication's included. */
  requests: number;
  rcu: number;
  wcu: number;
  /** The DynamoDB calls of the last counted call, e.g. 'GetItem×2 Query×1'. */
  commands: string;
}

export interface ProbeOptions {
  call: string;
  expected?: number;
  informational?: boolean;
  counterRead?: boolean;
}

export const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const round = (n: number, digits = 1) => +n.toFixed(digits);

export const skippedResult = (call: string, why: string): CallResult => ({
  call,
  informational: false,
  counterRead: false,
  statuses: { [why]: 0 },
  expected: 0,
  p50: NaN,
  p99: NaN,
  maxBytes: NaN,
  requests: NaN,
  rcu: NaN,
  wcu: NaN,
  commands: '',
});

export type Probe = ReturnType<typeof httpProbe>;

/**
 * One HTTP call under measurement: warm-up calls, timed calls (`concurrency` in flight; latency
 * from the request to the last byte of the body), and counted calls, one at a time, so that every
 * DynamoDB request the meter sees belongs to that call.
 */
export function httpProbe(options: ProbeOptions, send: () => Promise<Response>) {
  const expected = options.expected ?? 200;
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const readings: MeterReading[] = [];
  let maxBytes = 0;
  let items: number | undefined;
  const once = async () => {
    const started = performance.now();
    const res = await send();
    const body = new Uint8Array(await res.arrayBuffer());
    const elapsed = performance.now() - started;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    maxBytes = Math.max(maxBytes, body.byteLength);
    if (res.status === 200 && body.byteLength > 0) {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
      if (Array.isArray(parsed)) items = parsed.length;
    }
    return elapsed;
  };

  return {
    async warmUp(calls: number) {
      for (let i = 0; i < calls; i++) await once();
    },
    async timed(requests: number, concurrency: number) {
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < requests) {
            next++;
            times.push(await once());
          }
        }),
      );
    },
    async counted(calls: number, meter: DynamoMeter) {
      for (let i = 0; i < calls; i++) {
        meter.reset();
        await once();
        readings.push(meter.read());
      }
    },
    result(): CallResult {
      const sorted = [...times].sort((a, b) => a - b);
      const mean = (pick: (r: MeterReading) => number) => round(readings.reduce((s, r) => s + pick(r), 0) / readings.length, 2);
      return {
        call: options.call,
        informational: options.informational ?? false,
        counterRead: options.counterRead ?? false,
        statuses,
        expected,
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        maxBytes,
        items,
        requests: mean((r) => r.requests),
        rcu: mean((r) => r.rcu),
        wcu: mean((r) => r.wcu),
        commands: Object.entries(readings.at(-1)?.commands ?? {})
          .map(([name, n]) => `${name}×${n}`)
          .join(' '),
      };
    },
  };
}
