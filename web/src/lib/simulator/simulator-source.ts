/**
 * Where the third-party performance simulator comes from (spec §2 'Simulator'): the build-time
 * variable VITE_SIMULATOR_URL. Either the page to frame, or the vendor's embed script (a URL
 * whose path ends in .js), which draws its own frame into the #simulator-embed container.
 */
export type SimulatorSource =
  | { kind: 'none' }
  | { kind: 'frame'; url: string; origin: string }
  | { kind: 'script'; url: string; origin: string };

/** The id of the element an embed script draws its frame into. */
export const SIMULATOR_CONTAINER_ID = 'simulator-embed';
/** Spec §9: the simulator frame is 800 px high. */
export const SIMULATOR_FRAME_HEIGHT = 800;
/** Past this, a simulator that has not loaded is reported as an error (spec §8). */
export const SIMULATOR_TIMEOUT_MS = 15_000;

/** Reads the configured URL: only absolute http(s) URLs count; anything else is no simulator. */
export function simulatorSource(configured: string | undefined): SimulatorSource {
  const text = configured?.trim();
  if (!text) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  const kind = url.pathname.toLowerCase().endsWith('.js') ? 'script' : 'frame';
  return { kind, url: url.href, origin: url.origin };
}

/** The build's simulator: its menu entries and the home's quick action show only when it has one. */
export const configuredSimulator: SimulatorSource = simulatorSource(import.meta.env.VITE_SIMULATOR_URL);
export const hasSimulator = configuredSimulator.kind !== 'none';
