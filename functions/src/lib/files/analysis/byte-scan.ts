import { TextSearch } from './text-search';

/** An erased run (0xFF or 0x00) at least this long, inside the file, is a warning. */
export const ERASED_MIN = 16 * 1024;
/** Erased runs kept with their place; the others are only counted. */
export const ERASED_KEPT = 5;

export interface ByteRun {
  offset: number;
  length: number;
}

/**
 * One pass over the bytes, chunk by chunk, in constant memory: the byte histogram, the erased runs
 * inside the file and the identifiers (TextSearch). The run of equal bytes under
 * way when the file ends touches the end, so it is never an erased run inside the file.
 */
export class ByteScan {
  size = 0;
  readonly counts = new Float64Array(256);
  readonly erased: ByteRun[] = [];
  erasedCount = 0;
  readonly text = new TextSearch();
  private runByte = -1;
  private runStart = 0;

  add(chunk: Uint8Array): void {
    const counts = this.counts;
    const base = this.size;
    const n = chunk.length;
    let runByte = this.runByte;
    let runStart = this.runStart;
    for (let i = 0; i < n; i++) {
      const b = chunk[i] as number;
      (counts[b] as number)++;
      if (b !== runByte) {
        // runStart > 0: a run from offset 0 touches the start.
        if ((runByte === 0 || runByte === 0xff) && runStart > 0 && base + i - runStart >= ERASED_MIN) {
          this.erasedRun(runStart, base + i - runStart);
        }
        runByte = b;
        runStart = base + i;
      }
    }
    this.text.add(chunk);
    this.runByte = runByte;
    this.runStart = runStart;
    this.size += n;
  }

  finish(): void {
    this.text.finish();
  }

  private erasedRun(offset: number, length: number): void {
    this.erasedCount++;
    if (this.erased.length < ERASED_KEPT) this.erased.push({ offset, length });
  }
}
