import { clearTokens } from './tokens';
import { paths } from '@/lib/paths';

/** The navigation state that makes /login say the session expired. */
export const sessionExpiredState = { sessionExpired: true } as const;

/** True when the page was reached because the session expired. */
export const isSessionExpiredState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { sessionExpired?: unknown }).sessionExpired === true;

let sessionExpiredHandler: () => void = () => {
  if (window.location.pathname !== paths.login) window.location.assign(paths.login);
};

/** The app installs a handler that clears its caches and navigates to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** Clears the tokens and runs the session-expired handler. */
export function expireSession(): void {
  clearTokens({ expired: true });
  sessionExpiredHandler();
}
