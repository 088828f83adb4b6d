import { clearTokens } from './tokens';

let sessionExpiredHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app installs a handler that clears its caches and navigates to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** Clears the tokens and runs the session-expired handler. */
export function expireSession(): void {
  clearTokens();
  sessionExpiredHandler();
}
