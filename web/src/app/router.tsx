import { isValidElement, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { hasSession } from '@/lib/api/tokens';
import { lazyPage, moduleLoader, settledWithin } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { paths } from '@/lib/paths';

// TanStack Query and the guards reading the session through it: one chunk, off a signed-out /login.
const queryRoot = moduleLoader(() => import('./query-root'));
const QueryRoot = lazyPage(queryRoot, 'QueryRoot');
const RequireAuth = lazyPage(queryRoot, 'RequireAuth');
const RequireAdmin = lazyPage(queryRoot, 'RequireAdmin');
const RedirectSignedIn = lazyPage(queryRoot, 'RedirectSignedIn');
const ClientOnly = lazyPage(queryRoot, 'ClientOnly');

// The signed-in shells (menus, dialogs, toasts) load with the first signed-in page, not with /login.
const ClientLayout = lazyPage(() => import('./layouts/client-layout'), 'ClientLayout');
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout');
const TwoFactorEnrolmentRoute = lazyPage(
  () => import('./routes/two-factor-enrolment-route'),
  'TwoFactorEnrolmentRoute',
);

// Public
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page'), 'RegisterPage');
const PrivacyPage = lazyPage(() => import('@/features/privacy/pages/privacy-page'), 'PrivacyPage');

// Client
const ClientHomeRoute = lazyPage(() => import('./routes/client-home-route'), 'ClientHomeRoute');
const OrdersPage = lazyPage(() => import('@/features/orders/pages/orders-page'), 'OrdersPage');
const SimulatorPage = lazyPage(() => import('@/features/simulator/pages/simulator-page'), 'SimulatorPage');
const ImageGeneratorPage = lazyPage(
  () => import('@/features/image-generator/pages/image-generator-page'),
  'ImageGeneratorPage',
);
const ProfileRoute = lazyPage(() => import('./routes/profile-route'), 'ProfileRoute');
const ChatPage = lazyPage(() => import('@/features/chat/pages/chat-page'), 'ChatPage');
const InvoicesPage = lazyPage(() => import('@/features/invoices/pages/invoices-page'), 'InvoicesPage');
const CreditsPage = lazyPage(() => import('@/features/credits/pages/credits-page'), 'CreditsPage');
const TermsPage = lazyPage(() => import('@/features/terms/pages/terms-page'), 'TermsPage');
const PublicTermsPage = lazyPage(() => import('@/features/terms/pages/public-terms-page'), 'PublicTermsPage');

// Administration
const AdminDashboardRoute = lazyPage(() => import('./routes/admin-dashboard-route'), 'AdminDashboardRoute');
const AdminClientsRoute = lazyPage(() => import('./routes/admin-clients-route'), 'AdminClientsRoute');
const AdminSecurityRoute = lazyPage(() => import('./routes/admin-security-route'), 'AdminSecurityRoute');
const AdminAuditPage = lazyPage(() => import('@/features/audit/pages/admin-audit-page'), 'AdminAuditPage');
const AdminFilesPage = lazyPage(() => import('@/features/orders/pages/admin-files-page'), 'AdminFilesPage');
const AdminCompletedPage = lazyPage(() => import('@/features/orders/pages/admin-completed-page'), 'AdminCompletedPage');
const AdminSavPage = lazyPage(() => import('@/features/orders/pages/admin-sav-page'), 'AdminSavPage');
const AdminOrderDetailRoute = lazyPage(() => import('./routes/admin-order-detail-route'), 'AdminOrderDetailRoute');
const AdminChatPage = lazyPage(() => import('@/features/chat/pages/admin-chat-page'), 'AdminChatPage');
const AdminDiscountsPage = lazyPage(
  () => import('@/features/discounts/pages/admin-discounts-page'),
  'AdminDiscountsPage',
);
const AdminSolutionsPage = lazyPage(
  () => import('@/features/catalog/pages/admin-solutions-page'),
  'AdminSolutionsPage',
);
const AdminSimulatorPage = lazyPage(
  () => import('@/features/simulator/pages/admin-simulator-page'),
  'AdminSimulatorPage',
);
const AdminPartnersPage = lazyPage(() => import('@/features/partners/pages/admin-partners-page'), 'AdminPartnersPage');
const AdminUsersPage = lazyPage(() => import('@/features/administrators/pages/admin-users-page'), 'AdminUsersPage');
const AdminApiDocsPage = lazyPage(() => import('@/features/api-docs/pages/admin-api-docs-page'), 'AdminApiDocsPage');
const AdminInvoicesPage = lazyPage(() => import('@/features/invoices/pages/admin-invoices-page'), 'AdminInvoicesPage');
const LibraryPage = lazyPage(() => import('@/features/library/pages/library-page'), 'LibraryPage');
const LibraryFilePage = lazyPage(() => import('@/features/library/pages/library-file-page'), 'LibraryFilePage');
const AdminSettingsRoute = lazyPage(() => import('./routes/admin-settings-route'), 'AdminSettingsRoute');

/** /login signed out renders without the query client; signed in, the guard sends the user home. */
function LoginRoute({ children }: { children: ReactNode }) {
  if (!hasSession()) return children;
  return (
    <QueryRoot>
      <RedirectSignedIn>{children}</RedirectSignedIn>
    </QueryRoot>
  );
}

/** Public pages have no layout: one full-screen Suspense boundary for them. */
function RootBoundary() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Spec §2 route table. */
const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootBoundary />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login,
        element: (
          <LoginRoute>
            <LoginPage />
          </LoginRoute>
        ),
      },
      {
        element: <QueryRoot />,
        children: [
          {
            path: paths.register,
            element: (
              <RedirectSignedIn>
                <RegisterPage />
              </RedirectSignedIn>
            ),
          },
          // Public to everyone, signed in or not (issue 24).
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.publicTerms, element: <PublicTermsPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <ClientLayout />,
                children: [
                  { index: true, element: <ClientOnly adminTarget={paths.admin.home} page={<ClientHomeRoute />} /> },
                  { path: paths.orders, element: <ClientOnly adminTarget={paths.admin.files} page={<OrdersPage />} /> },
                  {
                    path: paths.simulator,
                    element: <ClientOnly adminTarget={paths.admin.simulator} page={<SimulatorPage />} />,
                  },
                  {
                    path: paths.imageGenerator,
                    element: <ClientOnly adminTarget={paths.admin.home} page={<ImageGeneratorPage />} />,
                  },
                  {
                    path: paths.profile,
                    element: <ClientOnly adminTarget={paths.admin.home} page={<ProfileRoute />} />,
                  },
                  { path: paths.chat, element: <ClientOnly adminTarget={paths.admin.chat} page={<ChatPage />} /> },
                  {
                    path: paths.invoices,
                    element: <ClientOnly adminTarget={paths.admin.invoices} page={<InvoicesPage />} />,
                  },
                  {
                    path: paths.credits,
                    element: <ClientOnly adminTarget={paths.admin.clients} page={<CreditsPage />} />,
                  },
                  { path: paths.terms, element: <TermsPage /> },
                ],
              },
              {
                path: paths.twoFactor,
                element: <ClientOnly adminTarget={paths.admin.twoFactor} page={<TwoFactorEnrolmentRoute />} />,
              },
              {
                path: paths.admin.home,
                element: <RequireAdmin />,
                children: [
                  { path: paths.admin.twoFactor, element: <TwoFactorEnrolmentRoute /> },
                  {
                    element: <AdminLayout />,
                    children: [
                      { index: true, element: <AdminDashboardRoute /> },
                      { path: paths.admin.clients, element: <AdminClientsRoute /> },
                      { path: paths.admin.security, element: <AdminSecurityRoute /> },
                      { path: paths.admin.audit, element: <AdminAuditPage /> },
                      { path: paths.admin.apiDocs, element: <AdminApiDocsPage /> },
                      { path: paths.admin.files, element: <AdminFilesPage /> },
                      { path: paths.admin.completed, element: <AdminCompletedPage /> },
                      { path: paths.admin.sav, element: <AdminSavPage /> },
                      { path: paths.admin.chat, element: <AdminChatPage /> },
                      { path: paths.admin.discounts, element: <AdminDiscountsPage /> },
                      { path: paths.admin.solutions, element: <AdminSolutionsPage /> },
                      { path: paths.admin.simulator, element: <AdminSimulatorPage /> },
                      { path: paths.admin.partners, element: <AdminPartnersPage /> },
                      { path: paths.admin.users, element: <AdminUsersPage /> },
                      { path: paths.admin.settings, element: <AdminSettingsRoute /> },
                      { path: paths.admin.invoices, element: <AdminInvoicesPage /> },
                      { path: paths.admin.library, element: <LibraryPage /> },
                      { path: paths.admin.libraryFileRoute, element: <LibraryFilePage /> },
                      { path: paths.admin.orderRoute, element: <AdminOrderDetailRoute /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

let created: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created on first use: ranking the route table is about a quarter of the
 * entry's evaluation at 4x slowdown, so the entry runs it in a task of its own (main.tsx).
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  created ??= createBrowserRouter(routes);
  return created;
}

/** Starts the chunks of the lazy components `node` renders (its own, its children's and its `page`'s) into `loads`. */
function preloadElement(node: ReactNode, loads: Promise<void>[]): void {
  if (!isValidElement<{ children?: ReactNode; page?: ReactNode }>(node)) return;
  const { type, props } = node;
  // A lazyPage (a React.lazy object at run time, not the function its type says).
  const { preload } = type as { preload?: unknown };
  if (typeof preload === 'function') loads.push((preload as () => Promise<void>)());
  [props.children, props.page].flat().forEach((child) => preloadElement(child, loads));
}

/**
 * The first page's chunks all at once (its guards, layout and page), rather than each after the
 * one above it rendered: a waterfall of round trips on a phone. Nothing behind the sign-in guard
 * without a session: that visitor goes to /login. Settles once they all arrived (or failed: the
 * route's error page says so) and, with a session, the account is in the query cache; or after
 * `boundMs` if the network is that slow.
 *
 * The entry renders only then (main.tsx): a first render that suspends on a chunk shows the
 * spinner, and React then holds the page back until 300 ms after that fallback appeared (its
 * throttle of Suspense reveals), which was most of the signed-in first pages' render delay
 * (decision 018, fifth pass).
 */
export function preloadFirstPage(boundMs: number): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of getRouter().state.matches) {
    if (isValidElement(route.element) && route.element.type === RequireAuth && !hasSession()) break;
    preloadElement(route.element, loads);
  }
  if (hasSession()) loads.push(queryRoot().then(({ primeSession }) => primeSession()));
  return settledWithin(loads, boundMs);
}
