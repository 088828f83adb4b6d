/**
 * A value built on first use and kept for the process: for what a module would otherwise build
 * at its top level, on every cold start, whether the call needs it or not (an Intl formatter or
 * collator loads its locale data: about 18 ms of the orders Lambda's import; decision 025).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
