import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { importOrReload } from '@/lib/browser/chunk-reload';
import { ClientOnly, RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { paths } from '@/lib/paths';

/**
 * React.lazy for a module's named export: every page is its own chunk. A chunk a deploy removed
 * reloads the page once (chunk-reload.ts); another failure goes to the route's error page.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await importOrReload(load))[name] }));
}

// The signed-in shells (menus, dialogs, toasts) load with the first signed-in page, not with /login.
const ClientLayout = lazyPage(() => import('./layouts/client-layout'), 'ClientLayout');
const AdminLayout = lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout');
const TwoFactorEnrolmentRoute = lazyPage(() => import('./routes/two-factor-enrolment-route'), 'TwoFactorEnrolmentRoute');

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
const TermsPage = lazyPage(() => import('@/features/terms/pages/terms-page'), 'TermsPage');
const PublicTermsPage = lazyPage(() => import('@/features/terms/pages/public-terms-page'), 'PublicTermsPage');

// Administration
const AdminDashboardRoute = lazyPage(() => import('./routes/admin-dashboard-route'), 'AdminDashboardRoute');
const AdminClientsRoute = lazyPage(() => import('./routes/admin-clients-route'), 'AdminClientsRoute');
const AdminSecurityRoute = lazyPage(() => import('./routes/admin-security-route'), 'AdminSecurityRoute');
const AdminAuditPage = lazyPage(() => import('@/features/audit/pages/admin-audit-page'), 'AdminAuditPage');
const AdminFilesPage = lazyPage(() => import('@/features/orders/pages/admin-files-page'), 'AdminFilesPage');
const AdminCompletedPage = lazyPage(
  () => import('@/features/orders/pages/admin-completed-page'),
  'AdminCompletedPage',
);
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
const AdminSettingsRoute = lazyPage(() => import('./routes/admin-settings-route'), 'AdminSettingsRoute');

/** Public pages have no layout: one full-screen Suspense boundary for them. */
function RootBoundary() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Spec §2 route table. */
export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <RootBoundary />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login,
        element: (
          <RedirectSignedIn>
            <LoginPage />
          </RedirectSignedIn>
        ),
      },
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
              { path: paths.simulator, element: <ClientOnly adminTarget={paths.admin.simulator} page={<SimulatorPage />} /> },
              { path: paths.imageGenerator, element: <ClientOnly adminTarget={paths.admin.home} page={<ImageGeneratorPage />} /> },
              { path: paths.profile, element: <ClientOnly adminTarget={paths.admin.home} page={<ProfileRoute />} /> },
              { path: paths.chat, element: <ClientOnly adminTarget={paths.admin.chat} page={<ChatPage />} /> },
              { path: paths.invoices, element: <ClientOnly adminTarget={paths.admin.invoices} page={<InvoicesPage />} /> },
              { path: paths.terms, element: <TermsPage /> },
            ],
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
                  { path: paths.admin.orderRoute, element: <AdminOrderDetailRoute /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
