import type { ChangeSummary } from '@app/shared/files/file-analysis';

/** Changed bytes fewer than this many unchanged bytes apart belong to one region. */
export const REGION_GAP = 16;
/** Stretches compared at once before looking byte by byte: a tuned file is mostly unchanged. */
const BLOCK = 1024;

/** One side of the comparison: its current chunk (a view, never copied) and where it stands in it. */
class Side {
  private readonly iterator: AsyncIterator<Uint8Array>;
  chunk: Buffer = Buffer.alloc(0);
  at = 0;
  size = 0;

  constructor(chunks: AsyncIterable<Uint8Array>) {
    this.iterator = chunks[Symbol.asyncIterator]();
  }

  /** Bytes left in the current chunk, reading the next chunk when it is spent (0 at the end). */
  async left(): Promise<number> {
    while (this.at >= this.chunk.length) {
      const next = await this.iterator.next();
      if (next.done) return 0;
      this.chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      this.at = 0;
      this.size += this.chunk.length;
    }
    return this.chunk.length - this.at;
  }

  async drain(): Promise<void> {
    while ((await this.left()) > 0) this.at = this.chunk.length;
  }
}

class Regions {
  bytesChanged = 0;
  count = 0;
  largest: { offset: number; length: number } | null = null;
  private start = -1;
  private last = -1;

  changed(offset: number): void {
    this.bytesChanged++;
    if (this.start < 0 || offset - this.last > REGION_GAP) {
      this.close();
      this.start = offset;
      this.count++;
    }
    this.last = offset;
  }

  close(): void {
    if (this.start < 0) return;
    const length = this.last - this.start + 1;
    if (!this.largest || length > this.largest.length) this.largest = { offset: this.start, length };
  }
}

/**
 * A delivered version against the original read (issue 18): both streamed at once in constant
 * memory (their chunks need not line up: only the current chunk of each side is held), bytes
 * changed over the common length and the regions they form.
 */
export async function compareFiles(original: AsyncIterable<Uint8Array>, version: AsyncIterable<Uint8Array>): Promise<ChangeSummary> {
  const a = new Side(original);
  const b = new Side(version);
  const regions = new Regions();
  let offset = 0;
  for (;;) {
    const n = Math.min(await a.left(), await b.left());
    if (n === 0) break;
    compareStretch(a, b, n, offset, regions);
    a.at += n;
    b.at += n;
    offset += n;
  }
  await a.drain();
  await b.drain();
  regions.close();
  return {
    original_size: a.size,
    size: b.size,
    size_differs: a.size !== b.size,
    bytes_changed: regions.bytesChanged,
    regions: regions.count,
    largest_region: regions.largest,
  };
}

function compareStretch(a: Side, b: Side, n: number, offset: number, regions: Regions): void {
  for (let done = 0; done < n; done += BLOCK) {
    const len = Math.min(BLOCK, n - done);
    const x = a.at + done;
    const y = b.at + done;
    if (a.chunk.compare(b.chunk, y, y + len, x, x + len) === 0) continue;
    for (let i = 0; i < len; i++) if (a.chunk[x + i] !== b.chunk[y + i]) regions.changed(offset + done + i);
  }
}
