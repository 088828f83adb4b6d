import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (64rem): from there the side menu is shown beside the page. */
export const LARGE_SCREEN = '(min-width: 64rem)';

const supported = () => typeof window.matchMedia === 'function';

/**
 * Whether `query` matches, followed as the window is resized. Without matchMedia (an old
 * browser, a test's DOM) it answers true: what CSS hides is then rendered as before.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (supported() ? window.matchMedia(query).matches : true));
}
