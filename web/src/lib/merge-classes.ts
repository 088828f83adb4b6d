/**
 * Tailwind class merging for `cn()`: a later utility replaces an earlier one of the same group
 * under the same variants ('p-6' then 'p-4' keeps 'p-4'; 'hover:bg-white' is apart from 'bg-white'),
 * and a later group replaces the finer groups it covers ('p-4' drops an earlier 'px-2', 'size-9'
 * an earlier 'h-10', a font size an earlier 'leading-none').
 *
 * The same answers as tailwind-merge on the classes this project writes (merge-classes.test.ts
 * holds the two equal on every pair of them) without tailwind-merge's start-up: it builds a map of
 * every Tailwind utility on its first call, 140 ms on a phone on every page's first render (issue 20,
 * decision 018). A class outside these groups is kept as written, as tailwind-merge keeps a class
 * it does not know.
 */

const SIDES = '(?:x|y|s|e|t|r|b|l|bs|be)';
const SIZES = '(?:xs|sm|base|md|lg|xl|\\dxl)';

/** [pattern on the utility without its variants, `!` and `-` sign, group]; the first match decides. */
const GROUPS: [RegExp, string | ((first: string, second: string) => string)][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|table|table-row|table-cell|contents|list-item|hidden|flow-root)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(isolate|isolation-auto)$/, 'isolation'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(tabular-nums|proportional-nums)$/, 'fvn-spacing'],
  [/^(antialiased|subpixel-antialiased)$/, 'font-smoothing'],
  [/^(box-border|box-content)$/, 'box'],
  [/^transform(-gpu|-cpu|-none)?$/, 'transform'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink)(-|$)/, (a) => a],
  [/^order-(\d+|first|last|none|\[.*\])$/, 'order'],
  [
    /^(basis|aspect|opacity|z|cursor|duration|ease|delay|tracking|leading|whitespace|origin|accent|caret|select|appearance|columns|will-change)-/,
    (a) => a,
  ],
  // Tailwind's own animations only: a theme's ('animate-fade-in') is not in tailwind-merge's default groups.
  [/^animate-(none|spin|ping|pulse|bounce|\[.*\]|\(.*\))$/, 'animate'],
  [/^grid-(cols|rows|flow)-/, (a) => `grid-${a}`],
  [/^(col|row)-(start|end)-/, (a, b) => `${a}-${b}`],
  [/^(col|row)-/, (a) => `${a}-start-end`],
  [/^gap-([xy])-/, (a) => `gap-${a}`],
  [/^gap-/, 'gap'],
  [
    /^justify-(items|self)-(start|end|center|stretch|normal|auto|baseline|center-safe|end-safe)$/,
    (a) => `justify-${a}`,
  ],
  [
    /^justify-(start|end|center|between|around|evenly|stretch|baseline|normal|center-safe|end-safe)$/,
    'justify-content',
  ],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^content-/, 'content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^place-(content|items|self)-/, (a) => `place-${a}`],
  [/^(p|px|py|ps|pe|pt|pr|pb|pl|pbs|pbe|m|mx|my|ms|me|mt|mr|mb|ml|mbs|mbe)-/, (a) => a],
  [/^space-([xy])-reverse$/, (a) => `space-${a}-reverse`],
  [/^space-([xy])-/, (a) => `space-${a}`],
  [/^(w|h|size|min-w|min-h|max-w|max-h)-/, (a) => a],
  [new RegExp(`^text-(${SIZES}|\\[(length:|\\d).*\\])(/.*)?$`), 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^underline-offset-/, 'underline-offset'],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, 'text-decoration-style'],
  [/^decoration-(\d+|auto|from-font)$/, 'text-decoration-thickness'],
  [/^decoration-/, 'text-decoration-color'],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [/^wrap-(anywhere|break-word|normal)$/, 'wrap'],
  [
    /^(bg-(linear|radial|conic)|bg-none$|bg-\[(url|image|linear-gradient|conic-gradient|radial-gradient)[:(])/,
    'bg-image',
  ],
  [/^bg-(cover|contain|auto|\[(length|size|percentage):.*\])$/, 'bg-size'],
  [/^bg-(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/, 'bg-repeat'],
  [
    /^bg-(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom|top-left|top-right|bottom-left|bottom-right)$/,
    'bg-position',
  ],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-(\d+%|\[(length|percentage):.*\])$/, (a) => `gradient-${a}-pos`],
  [/^(from|via|to)-/, (a) => `gradient-${a}`],
  [/^rounded(-(none|xs|sm|md|lg|xl|\dxl|full|\[.*\]))?$/, 'rounded'],
  [/^rounded-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-|$)/, (a) => `rounded-${a}`],
  [/^border(-\d+|-\[(length:|\d).*\])?$/, 'border-w'],
  [new RegExp(`^border-(${SIDES})(-\\d+|-\\[(length:|\\d).*\\])?$`), (a) => `border-w-${a}`],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [new RegExp(`^border-(${SIDES})-`), (a) => `border-color-${a}`],
  [/^border-/, 'border-color'],
  [/^divide-([xy])-reverse$/, (a) => `divide-${a}-reverse`],
  [/^divide-([xy])(-\d+)?$/, (a) => `divide-${a}`],
  [/^divide-(solid|dashed|dotted|double|hidden|none)$/, 'divide-style'],
  [/^divide-/, 'divide-color'],
  [/^outline-(hidden|none|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^ring(-\d+|-\[(length:|\d).*\])?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-offset-(\d+|\[(length:|\d).*\])$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\]))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^overflow-([xy])-/, (a) => `overflow-${a}`],
  [/^overflow-/, 'overflow'],
  [/^overscroll-([xy])-/, (a) => `overscroll-${a}`],
  [/^overscroll-/, 'overscroll'],
  [/^(inset-[xy]|inset|top|right|bottom|left|start|end)-(auto|full|px|\d.*|\[.*\]|\(.*\))$/, (a) => a],
  [/^translate-none$/, 'translate-none'],
  [/^translate-([xyz])-/, (a) => `translate-${a}`],
  [/^translate-/, 'translate'],
  [/^(scale|rotate|skew)-([xyz])-/, (a, b) => `${a}-${b}`],
  [/^(scale|rotate)-/, (a) => a],
  [/^transition(-(all|colors|opacity|shadow|transform|none|\[.*\]))?$/, 'transition'],
  [/^pointer-events-/, 'pointer-events'],
  [/^resize(-(none|x|y))?$/, 'resize'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^line-clamp-/, 'line-clamp'],
  [/^list-(inside|outside)$/, 'list-style-position'],
  [/^list-/, 'list-style-type'],
  [/^align-/, 'vertical-align'],
  [/^(backdrop-)?blur(-|$)/, (a) => `${a}blur`],
  [/^stroke-(\d+|\[(length:|\d).*\])$/, 'stroke-w'],
  [/^(stroke|fill)-/, (a) => a],
  [/^table-(auto|fixed)$/, 'table-layout'],
  [/^field-sizing-/, 'field-sizing'],
  [/^scroll-(auto|smooth)$/, 'scroll-behavior'],
  [/^scroll-([mp][xytrblse]?)-/, (a) => `scroll-${a}`],
  [/^\[([a-z-]+):.+\]$/, (a) => `[${a}]`],
];

/** Groups a later class of the key's group also replaces. */
const COVERS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pbs', 'pbe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pbs', 'pbe', 'pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mbs', 'mbe', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mbs', 'mbe', 'mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((c) => `rounded-${c}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', 's', 'e', 'bs', 'be', 't', 'r', 'b', 'l'].map((c) => `border-w-${c}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-bs', 'border-w-be', 'border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 'bs', 'be', 't', 'r', 'b', 'l'].map((c) => `border-color-${c}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-bs', 'border-color-be', 'border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y', 'translate-z'],
};

/** Variants whose order changes the selector: tailwind-merge sorts the others, so 'hover:focus:' is 'focus:hover:'. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

// A page renders the same few hundred classes over and over (every nav link, every button):
// each class's group and each class list's result are worked out once.
const CACHE_LIMIT = 2000;
const groups = new Map<string, string | undefined>();
const results = new Map<string, string>();
const remember = <V>(cache: Map<string, V>, key: string, value: V): V => {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
};

function groupOf(utility: string): string | undefined {
  if (groups.has(utility)) return groups.get(utility);
  for (const [pattern, group] of GROUPS) {
    const match = utility.match(pattern);
    if (match)
      return remember(groups, utility, typeof group === 'string' ? group : group(match[1] ?? '', match[2] ?? ''));
  }
  return remember(groups, utility, undefined);
}

/** Splits 'sm:hover:!-mt-2' into its sorted variants, its importance and its utility ('mt-2'). */
function parse(className: string): { scope: string; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  const ordered = variants.some((v) => ORDER_SENSITIVE.has(v) || v.startsWith('[')) ? variants : [...variants].sort();
  return { scope: `${ordered.join(':')}${important ? '!' : ''}:`, utility };
}

/** The classes of `classList` (space-separated), later ones winning over earlier ones of the same group. */
export function mergeClasses(classList: string): string {
  return results.get(classList) ?? remember(results, classList, merge(classList));
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (const className of [...classes].reverse()) {
    const { scope, utility } = parse(className);
    const group = groupOf(utility);
    // A class outside the groups is kept, repeated or not.
    if (group) {
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const covered of COVERS[group] ?? []) taken.add(scope + covered);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
