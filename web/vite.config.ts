import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPagePreload } from './build/first-page-preload';
import { precompress } from './build/precompress';

const sharedSrc = fileURLToPath(new URL('../shared/src/', import.meta.url));
const webSrc = fileURLToPath(new URL('./src/', import.meta.url));
// react-router's exports name only its development build (dev warnings on); its production build,
// the same code with them off, lets the minifier drop them (docs/decisions/025-lambda-size.md).
const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

/** A chunk group's test: whether a module's id matches one of `patterns`. */
const matchesAny =
  (...patterns: RegExp[]) =>
  (id: string): boolean =>
    patterns.some((pattern) => pattern.test(id));

export default defineConfig({
  // The access token's localStorage key (web/src/lib/api/tokens.ts ACCESS_TOKEN_KEY) and the
  // API's origin (web/src/lib/api/api-paths.ts API_BASE_URL), for the first page's calls.
  plugins: [
    react(),
    tailwindcss(),
    firstPagePreload('access_token', process.env.VITE_API_BASE_URL ?? ''),
    precompress(),
  ],
  resolve: {
    // The workspace package @app/shared ships TypeScript sources (exports "./*" -> "./src/*.ts").
    // Map it straight onto its sources so dev and build never depend on the node_modules symlink.
    alias: [
      { find: /^@app\/shared\/(.+)$/, replacement: `${sharedSrc}$1.ts` },
      // `@/…` is web/src: no deep relative imports (lint refuses `../../`).
      { find: /^@\/(.*)$/, replacement: `${webSrc}$1` },
      { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the bench sums each route's initial chunks from it (tests/bench/bundle-sizes.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks for what every page needs. Only libraries the entry always
        // loads belong here: a group holding a lazy-only library would make the entry fetch it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 2,
            },
            // The first screen's small modules (the login's form parts and layout, the API client,
            // their icons and Radix slot, the class helpers) in one chunk rather than a dozen of a
            // few hundred bytes, each a round trip on a phone: /login 21 -> 5 files. Every page uses them. Their own dependencies come along: nothing heavy may be
            // added here (the bench's /login row).
            {
              name: 'first-screen',
              test: new RegExp(
                [
                  String.raw`[\\/]web[\\/]src[\\/](components[\\/](ui[\\/](input|label|form-field|busy-button|button|card)|brand-mark|page-spinner|workshop-status-badge)`,
                  String.raw`|features[\\/]auth[\\/](components[\\/]auth-layout|fr)`,
                  // The workshop's status on the login page (issue 42), its Paris clock and its refresh on focus.
                  String.raw`|lib[\\/](workshop[\\/](use-workshop-status|workshop-status-text)|format[\\/]paris-clock|browser[\\/]focus-events)`,
                  String.raw`|lib[\\/]api[\\/](call|api-error|query-keys|api-client|build-request|tokens|conditional-cache|api-paths|session-expiry|logo-sources|html-calls))\.tsx?$`,
                  String.raw`|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/](loader-circle|clock|zap)\.js)`,
                  String.raw`|@radix-ui[\\/]react-(slot|primitive|compose-refs|label)[\\/]`,
                  String.raw`|[\\/]node_modules[\\/](tailwind-merge|clsx|class-variance-authority)[\\/]`,
                  String.raw`|[\\/]shared[\\/]src[\\/]workshop[\\/]paris-time\.ts$`,
                ].join(''),
              ),
              priority: 1,
            },
            // What every signed-in first page (client home, dashboard) loads besides its side's own
            // layout and page: TanStack Query, the shell (header, bell, menus), the signed-in pages'
            // icons and the small modules both sides share, in one chunk rather than 20 files of a
            // few hundred bytes each, every one a modulepreload <link> (about 5 ms of main thread
            // each at 4x, as profiled) and a request queued behind six on an HTTP/1.1 connection.
            // Nothing of one side only (admin-…), nothing /login loads (the bench's rows), and only
            // the modules themselves. The first screen's own icons stay out (the entry's, the
            // login's), or /login would load them all.
            {
              name: 'signed-in',
              test: matchesAny(
                /[\\/]node_modules[\\/]@tanstack[\\/]/,
                /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!(loader-circle|clock|zap|circle-alert|rotate-cw|search-x)\.js)/,
                new RegExp(
                  [
                    String.raw`[\\/]web[\\/]src[\\/](app[\\/](query-root|guards|layouts[\\/](app-shell|nav-items|side-nav|user-identity))`,
                    String.raw`|components[\\/](ui[\\/](badge|skeleton)|page-header|unsaved-changes-guard|lazy-confirm-dialog)`,
                    String.raw`|features[\\/](auth[\\/](api[\\/](get-me|logout)|components[\\/]session-actions|pages[\\/]pending-page)|orders[\\/](fr|api[\\/]orders-queries|components[\\/](order-badges|order-list-utils))|chat[\\/]fr|api-docs[\\/]fr)`,
                    String.raw`|features[\\/]notifications[\\/](fr|api[\\/]notifications-queries|lib[\\/](new-notifications|alert-tone|browser-alert)|hooks[\\/](use-notifications-sync|use-new-notification-alert)|components[\\/](notification-icon|new-notification-banner|notification-bell))`,
                    String.raw`|lib[\\/](account[\\/]app-settings|api[\\/](change-feed|first-load|query-client)|browser[\\/]use-media-query|format[\\/]format|push[\\/](push-state|push-invalidation|use-push-channel)))\.tsx?$`,
                    String.raw`|[\\/]shared[\\/]src[\\/](push[\\/]push-timing|orders[\\/]statuses)\.ts$`,
                  ].join(''),
                ),
              ),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // Each side's first page (its layout, its home) in one chunk: an administrator's never
            // holds a client's module, nor the reverse (a client never loads an admin chunk).
            {
              name: 'admin-first',
              test: new RegExp(
                [
                  String.raw`[\\/]web[\\/]src[\\/](app[\\/](layouts[\\/]admin-layout|routes[\\/]admin-dashboard-route)`,
                  String.raw`|features[\\/]dashboard[\\/].*`,
                  String.raw`|features[\\/]orders[\\/]components[\\/](admin[\\/](admin-order-card|admin-recent-orders|order-labels|order-search)|file-analysis[\\/]analysis-health-badge))\.tsx?$`,
                ].join(''),
              ),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'client-first',
              test: new RegExp(
                [
                  String.raw`[\\/]web[\\/]src[\\/](app[\\/](layouts[\\/]client-layout|routes[\\/]client-home-route)`,
                  String.raw`|features[\\/]home[\\/].*`,
                  String.raw`|features[\\/]orders[\\/](api[\\/](get-balance|get-catalog)|components[\\/](recent-orders-card|balance-button|new-order-button|new-order-host|use-new-order-dialog)))\.tsx?$`,
                ].join(''),
              ),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // Lazy-only: loaded by the form pages, never by the entry.
            { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
