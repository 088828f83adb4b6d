/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with bracketed keys
 * (`line_items[0][price_data][unit_amount]=1000`, `expand[]=line_items`), as the official client
 * writes them. Numeric or empty brackets make arrays; every leaf stays a string, as Stripe reads it.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const MAX_DEPTH = 6;

export function parseFormParams(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) assign(root, pathOf(key), value);
  return root;
}

function pathOf(key: string): string[] {
  const head = key.split('[', 1)[0] ?? '';
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  if (rest.length > MAX_DEPTH) throw new Error(`Too deep: ${key}`);
  return [head, ...rest];
}

function assign(target: Record<string, FormValue> | FormValue[], path: string[], value: string): void {
  const [key = '', ...rest] = path;
  const container = target as Record<string, FormValue>;
  const slot = Array.isArray(target) && key === '' ? String(target.length) : key;
  if (!rest.length) {
    container[slot] = value;
    return;
  }
  const wantsArray = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  container[slot] ??= wantsArray ? [] : {};
  const next = container[slot];
  if (typeof next === 'string') throw new Error(`Conflicting parameter: ${path.join('.')}`);
  assign(next, rest, value);
}

/** A leaf read as a string, or undefined when absent or not a string. */
export const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** A leaf read as an array (arrays of strings only). */
export const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value.filter((v) => v !== undefined) : []);

/** A nested object, or an empty one. */
export const record = (value: FormValue | undefined): Record<string, FormValue> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
