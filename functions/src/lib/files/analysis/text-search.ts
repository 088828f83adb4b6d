import { identifierKinds, type IdentifierKind } from './identifier-patterns';

/** Text decoded at once: bounds the memory whatever the chunk size. */
const SLICE = 64 * 1024;
/** Held back from one slice for the next: longer than any identifier with its lookarounds. */
const KEEP = 64;

/**
 * Finds the first identifier of each kind in the bytes, fed chunk by chunk. Every pattern is made
 * of printable characters and at least 5 long, with no letter or digit glued to either side, so a
 * match is exactly an identifier standing in a printable run (≥ 4 printable bytes): searching the
 * bytes read as Latin-1 finds what searching each run would, without cutting the file into runs.
 * A slice accepts the matches that start before its last KEEP characters; those are searched
 * again with the next slice (one more character before them for the lookbehind), so a run that
 * crosses a chunk boundary is found too.
 */
export class TextSearch {
  private held = '';
  /** Where in `held` the matches not yet decided start (1 once a slice was searched: the lookbehind's character). */
  private from = 0;
  readonly found: Partial<Record<IdentifierKind, string>> = {};

  add(chunk: Uint8Array): void {
    for (let at = 0; at < chunk.length; at += SLICE) {
      const end = Math.min(chunk.length, at + SLICE);
      const text = this.held + Buffer.from(chunk.buffer, chunk.byteOffset + at, end - at).toString('latin1');
      const cut = text.length - KEEP;
      if (cut > this.from) {
        this.search(text, this.from, cut);
        this.held = text.slice(cut - 1);
        this.from = 1;
      } else {
        this.held = text;
      }
    }
  }

  /** The file ends: what was held back is searched to its end. */
  finish(): void {
    this.search(this.held, this.from, this.held.length);
    this.held = '';
    this.from = 0;
  }

  /** Keeps the first match of each kind still missing that starts in [from, before). */
  private search(text: string, from: number, before: number): void {
    for (const [kind, pattern] of Object.entries(identifierKinds) as [IdentifierKind, RegExp][]) {
      if (this.found[kind] !== undefined) continue;
      pattern.lastIndex = from;
      const match = pattern.exec(text);
      if (match && match.index < before) this.found[kind] = match[0];
    }
  }
}
