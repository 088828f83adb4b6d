import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarly } from './lib/api/early-call';
import { hasSession } from './lib/api/tokens';
import { requestNotificationPermissionOnStart } from './lib/browser/notifications';
import './index.css';

requestNotificationPermissionOnStart();
// Every signed-in page first waits for the account: ask now, while its chunks download.
if (hasSession()) startEarly('GET /api/auth/me');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
