import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';
import { cn } from './utils';

const webSources = () =>
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*', '!./merge-classes.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

/** Every word of the web's string literals that could be a class (and many that are not: they must pass through alike). */
function projectClasses(): string[] {
  const words = new Set<string>();
  for (const source of Object.values(webSources())) {
    for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of text!.split(/\s+/)) if (/^!?-?[a-z[][^\s]*$/.test(word) && /[-:]/.test(word)) words.add(word);
    }
  }
  return [...words];
}

/** The utility's family ('text' for 'hover:text-sm'); families that can replace one another are one. */
const RELATED = [
  ['p', 'px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  ['m', 'mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  ['size', 'w', 'h', 'min', 'max'],
  ['text', 'leading', 'truncate', 'font'],
  ['line', 'block', 'flex', 'grid', 'hidden', 'overflow', 'inline', 'basis', 'grow', 'shrink'],
  ['inset', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  ['gap', 'space'],
  ['translate', 'scale', 'rotate'],
];
const family = (className: string) => {
  const root = className.split(':').pop()!.replace(/^!?-?/, '').split('-')[0]!;
  return String(RELATED.findIndex((f) => f.includes(root))) + (RELATED.some((f) => f.includes(root)) ? '' : root);
};

describe('mergeClasses', () => {
  it("gives tailwind-merge's answer on every pair of the web's own classes that could conflict", () => {
    const byFamily = new Map<string, string[]>();
    for (const className of projectClasses())
      byFamily.set(family(className), [...(byFamily.get(family(className)) ?? []), className]);
    const differ: string[] = [];
    for (const members of byFamily.values())
      for (const a of members)
        for (const b of members) if (mergeClasses(`${a} ${b}`) !== twMerge(`${a} ${b}`)) differ.push(`${a} ${b}`);
    expect(differ).toEqual([]);
    expect(byFamily.size).toBeGreaterThan(50);
  });

  it("lets a caller's class replace the component's default of the same group, under the same variants only", () => {
    const cases = [
      // Card's shadow and BrandMark's size and corners on the login (auth-layout.tsx).
      ['rounded-xl border bg-white shadow-xs', 'shadow-sm', 'rounded-xl border bg-white shadow-sm'],
      ['inline-flex size-9 rounded-lg ring-1', 'size-12 rounded-xl', 'inline-flex ring-1 size-12 rounded-xl'],
      // A font size drops the default leading; a size drops an explicit width or height.
      ['text-sm leading-none font-medium', 'text-xs', 'font-medium text-xs'],
      ['h-10 w-full', 'size-9', 'size-9'],
      ['p-6 pb-0', 'p-4', 'p-4'],
      ['px-4 py-2', 'p-2', 'p-2'],
      ['p-4', 'px-2', 'p-4 px-2'],
      ['-mt-2 mt-1', 'mt-4', 'mt-4'],
      ['bg-white hover:bg-zinc-50', 'bg-red-50', 'hover:bg-zinc-50 bg-red-50'],
      ['text-zinc-900 text-sm', 'text-red-700', 'text-sm text-red-700'],
      ['border border-zinc-200', 'border-dashed border-zinc-300', 'border border-dashed border-zinc-300'],
      ['sm:flex-row sm:justify-end', 'sm:justify-between', 'sm:flex-row sm:justify-between'],
      ['hover:focus:p-2', 'focus:hover:p-4', 'focus:hover:p-4'],
      ['animate-fade-in', 'animate-spin', 'animate-fade-in animate-spin'],
    ];
    for (const [base, override, merged] of cases) {
      expect(cn(base, override)).toBe(merged);
      expect(twMerge(base, override)).toBe(merged);
    }
  });

  it('is what the web merges with: tailwind-merge stays out of every page (tests only)', () => {
    const importers = Object.entries(webSources()).filter(([, source]) => /from 'tailwind-merge'/.test(source));
    expect(importers.map(([file]) => file)).toEqual([]);
    expect(cn('p-6', 'p-4')).toBe('p-4');
  });

  it('keeps a class outside the groups as written, and drops nothing for a falsy part', () => {
    expect(cn('order-chat', false, undefined, 'order-chat', 'shadow-sm')).toBe('order-chat order-chat shadow-sm');
  });
});
