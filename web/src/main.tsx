import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getRouter, preloadFirstPage } from './app/router';
import { dropUnclaimedHtmlCallsAfter } from './lib/api/html-calls';
import { requestNotificationPermissionOnStart } from './lib/browser/notifications';
import './index.css';

requestNotificationPermissionOnStart();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Start-up in three tasks rather than one long one (issue 20, decision 018): the modules'
// evaluation, then the router (ranking the route table), then the first page's chunks (a <link>
// each, about 10 ms of main thread at 4x slowdown). The first render waits for those chunks (the
// HTML's first-page script has usually fetched them already), at most FIRST_RENDER_WAIT_MS: a
// render that suspends on one shows the spinner, then React holds the page back 300 ms more.
const FIRST_RENDER_WAIT_MS = 1500;
setTimeout(() => {
  getRouter();
  setTimeout(() => {
    void preloadFirstPage(FIRST_RENDER_WAIT_MS).then(() => {
      // The first page asks for its data as it renders: what the HTML sent that it does not take soon is dropped.
      dropUnclaimedHtmlCallsAfter();
      const root = createRoot(container);
      // A transition: React renders the whole first page in short slices, not one long task.
      startTransition(() =>
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      );
    });
  }, 0);
}, 0);
