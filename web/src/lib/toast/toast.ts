import { toast as sonnerToast } from 'sonner';
import { wantToaster } from './deferred-toast';

type SonnerToast = typeof sonnerToast;

/** The calls that show a toast (the others, dismiss and the history, need no Toaster). */
const SHOWING = ['success', 'error', 'info', 'warning', 'loading', 'message', 'promise', 'custom'] as const;

function asking<F extends (...args: never[]) => unknown>(show: F): F {
  return ((...args: Parameters<F>) => {
    wantToaster();
    return show(...args);
  }) as F;
}

/**
 * sonner's `toast`, for the pages that load sonner with their own chunk: the same calls, which
 * also ask for the Toaster (app/app.tsx mounts it then, and sonner replays the toasts made before
 * it subscribed). So no first page loads sonner, injects its styles or renders its Toaster before
 * a toast is shown (decision 018, fifth pass).
 */
export const toast: SonnerToast = Object.assign(
  asking(sonnerToast),
  sonnerToast,
  Object.fromEntries(SHOWING.map((name) => [name, asking(sonnerToast[name])])),
) as SonnerToast;
