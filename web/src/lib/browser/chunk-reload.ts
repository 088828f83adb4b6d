/**
 * A deploy replaces the hashed chunks; a tab opened before may ask for a chunk that the new
 * index.html no longer names (or that CloudFront no longer serves). Reloading fetches the new
 * index.html and its chunks. One reload per minute at most: if the chunk still fails after it
 * (network down, a broken deploy) the error goes to the route's error page instead of looping.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** The messages browsers give a failed dynamic import, and Vite's failed preload of a chunk's CSS/JS. */
const chunkErrorPattern =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload|ChunkLoadError|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkErrorPattern.test(`${error.name} ${error.message}`);
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * True (and the time noted) when no reload for a chunk happened in the last minute. Without a
 * usable sessionStorage no reload is made: without the guard it could loop.
 */
export function claimChunkReload(storage: Storage | undefined, now: number): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface ChunkReloadDeps {
  storage?: Storage;
  reload: () => void;
  now: () => number;
}

const browserDeps = (): ChunkReloadDeps => ({
  storage: sessionStore(),
  reload: () => window.location.reload(),
  now: Date.now,
});

/** Runs a dynamic import; on a chunk-load failure reloads the page once (the promise then never settles). */
export async function importOrReload<T>(load: () => Promise<T>, deps: ChunkReloadDeps = browserDeps()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && claimChunkReload(deps.storage, deps.now())) {
      deps.reload();
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}
