/** A plain-text table (aligned columns, numbers to the right) for benchmark output. */
export function textTable(rows: readonly Record<string, string | number>[], columns?: readonly string[]): string {
  const names = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const widths = names.map((name) => Math.max(name.length, ...rows.map((row) => cell(row[name]).length)));
  const line = (values: readonly (string | number | undefined)[], numeric: readonly boolean[]) =>
    values.map((v, i) => (numeric[i] ? cell(v).padStart(widths[i]!) : cell(v).padEnd(widths[i]!))).join(' | ').trimEnd();
  const numeric = names.map((name) => rows.length > 0 && rows.every((row) => row[name] === undefined || typeof row[name] === 'number'));
  return [
    line(names, numeric),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map((row) => line(names.map((name) => row[name]), numeric)),
  ].join('\n');
}
