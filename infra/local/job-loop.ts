/**
 * The local stand-in for a scheduled job of the cloud (an EventBridge rule): runs it every few
 * seconds, never two runs at once, so what it does shows up soon after the call that asked for it.
 */
export function startJobLoop(name: string, run: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= run()
      .catch((error: unknown) => console.error(`${name} failed:`, error instanceof Error ? error.message : error))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
