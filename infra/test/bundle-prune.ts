import { transformSync } from 'esbuild';

/**
 * What esbuild's tree shaking keeps but no code can run, cut from a (non-minified) bundle before
 * code-reach.ts reads it: an entity definition nothing uses (its schema's zod calls might have
 * side effects, so esbuild keeps it), and the members of an object of functions that no code
 * names (esbuild keeps an object whole: `orderItems.remove` stays in a bundle that only
 * inserts). Cutting only ever removes code; the result must still parse.
 */
export function pruneBundle(bundle: string): string {
  let code = cutUnusedEntities(bundle);
  code = cutUnusedMembers(code);
  transformSync(code, { loader: 'js', format: 'esm' }); // throws if a cut broke the code
  return code;
}

/** The index after a string, template, comment or regular expression starting at `i`, or `i`. */
function skipNonCode(code: string, i: number): number {
  const char = code[i];
  if (char === '/' && code[i + 1] === '*') return code.indexOf('*/', i + 2) + 2;
  if (char === '/' && code[i + 1] === '/') return code.indexOf('\n', i);
  if (char === '"' || char === "'") {
    let j = i + 1;
    for (; j < code.length && code[j] !== char; j++) if (code[j] === '\\') j++;
    return j + 1;
  }
  if (char === '`') {
    let j = i + 1;
    for (; j < code.length && code[j] !== '`'; j++) {
      if (code[j] === '\\') j++;
      else if (code[j] === '$' && code[j + 1] === '{') j = closingOf(code, j + 1) - 1;
    }
    return j + 1;
  }
  return i;
}

/**
 * Walks the code from `from` to `to`, strings, templates and comments skipped, with the bracket
 * depth after each character: the index where `stop` says so, or `to`.
 */
function walk(code: string, from: number, to: number, stop: (char: string, depth: number) => boolean): number {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const skipped = skipNonCode(code, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const char = code[i] ?? '';
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    if (stop(char, depth)) return i;
  }
  return to;
}

/** The index after the bracket closing the one at `open` (`(`, `[` or `{`). */
function closingOf(code: string, open: number): number {
  const close = walk(code, open, code.length, (char, depth) => depth === 0 && ')]}'.includes(char));
  if (close === code.length) throw new Error(`Unbalanced bracket at ${open}`);
  return close + 1;
}

const occurrences = (code: string, name: string) => [...code.matchAll(new RegExp(`\\b${name}\\b`, 'g'))];

/** `var x = defineEntity(…);` whose name appears nowhere else. */
function cutUnusedEntities(code: string): string {
  let kept = code;
  for (const m of code.matchAll(/^var (\w+) = (?:\/\* @__PURE__ \*\/ )?defineEntity\(/gm)) {
    const name = m[1] ?? '';
    if (occurrences(kept, name).length > 1) continue;
    const start = kept.indexOf(m[0]);
    const end = closingOf(kept, start + m[0].length - 1);
    kept = kept.slice(0, start) + kept.slice(kept[end] === ';' ? end + 1 : end);
  }
  return kept;
}

/** The members `name: …` (or `name(…) {…}`) of the object literal at `open`, each with its comma. */
function members(code: string, open: number): { name: string; start: number; end: number }[] {
  const close = closingOf(code, open) - 1;
  const found: { name: string; start: number; end: number }[] = [];
  let i = open + 1;
  while (i < close) {
    while (i < close && (/\s/.test(code[i] ?? '') || skipNonCode(code, i) !== i))
      i = Math.max(i + 1, skipNonCode(code, i));
    if (i >= close) break;
    const head = /^(?:async\s+)?(\w+)\s*[:(]/.exec(code.slice(i, i + 200));
    if (!head) throw new Error(`Unexpected object member at ${i}: ${code.slice(i, i + 40)}`);
    const start = i;
    i = walk(code, start, close, (char, depth) => char === ',' && depth === 0);
    found.push({ name: head[1] ?? '', start, end: Math.min(i + 1, close) });
    i++;
  }
  return found;
}

/**
 * A top-level `var x = { … }` that code only ever uses as `x.member`: its members that no code
 * names are cut. An object passed whole, spread or indexed is left as it is.
 */
function cutUnusedMembers(code: string): string {
  let kept = code;
  for (const m of code.matchAll(/^var (\w+) = \{/gm)) {
    const name = m[1] ?? '';
    const definition = kept.indexOf(m[0]);
    const uses = occurrences(kept, name).filter((use) => use.index !== definition + 4);
    const named = uses.map((use) => /^\.(\w+)/.exec(kept.slice((use.index ?? 0) + name.length))?.[1]);
    if (!uses.length || named.some((member) => member === undefined)) continue;
    const unused = members(kept, definition + m[0].length - 1).filter((member) => !named.includes(member.name));
    for (const member of unused.reverse()) {
      transformSync(`({${kept.slice(member.start, member.end)}})`, { loader: 'js' }); // one whole member, or throws
      kept = kept.slice(0, member.start) + kept.slice(member.end);
    }
  }
  return kept;
}
