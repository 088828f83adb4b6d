import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importOrReload } from '@/lib/browser/chunk-reload';

/** A module's dynamic import run once, shared by every component it exports; `loaded` holds the module once it arrived. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

// React.lazy's own bound: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const loaders = new WeakSet<object>();

/** One fetch of a chunk for all its users (chunk-reload.ts on a deploy's removed chunk); a failed one may be tried again. */
export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let pending: Promise<M> | undefined;
  const loader: ModuleLoader<M> = () => {
    pending ??= importOrReload(load).then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  loaders.add(loader);
  return loader;
}

/** `preload` starts the chunk and settles (never rejects) once it arrived or failed. */
export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => Promise<void> };

/**
 * React.lazy for a module's named export: every page is its own chunk. A module that already
 * arrived (preloaded with its route, or loaded for another of its exports) renders at once
 * instead of suspending a tick behind its fallback. A failure goes to the route's error page.
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  const loader: ModuleLoader<M> = loaders.has(load) ? load : moduleLoader(load);
  const component = lazy(() => {
    const ready = loader.loaded;
    // React takes a lazy component at once when its thenable calls back synchronously.
    if (ready)
      return { then: (resolve: (value: { default: M[K] }) => void) => resolve({ default: ready[name] }) } as Promise<{
        default: M[K];
      }>;
    return loader().then((module) => ({ default: module[name] }));
  });
  return Object.assign(component, {
    preload: () =>
      loader().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Resolves once every one of `loads` settled, or after `boundMs`, whichever comes first; never rejects. */
export function settledWithin(loads: readonly Promise<unknown>[], boundMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, boundMs);
    void Promise.allSettled(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
