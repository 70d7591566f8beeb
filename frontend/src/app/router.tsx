import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { LandingKind } from '@/config/areas';
import { lazyWhenOnline } from '@/lib/connection';
import { flagged, guestOnly, protect } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Splash } from './splash';

// Spec 2.1, the screens that exist so far. Every screen is its own chunk (route `lazy`), so the
// app's first page loads only the shell and itself; guards are loaders (guards.ts). A signed-out first
// visit to /auth/login loads neither the router nor this table (main.tsx).

const landing = (path: string, kind: LandingKind): RouteObject => ({
  path: path.slice(1),
  loader: protect,
  handle: { landing: kind },
  lazy: () => import('./routes/landing'),
});

const screen = (path: string, load: RouteObject['lazy'], loader: RouteObject['loader'] = protect): RouteObject => ({
  path: path.slice(1),
  loader,
  lazy: load,
});

// Issue 43: a screen that fails is drawn inside its frame (the shop's bar, the staff's navigation), so
// the way elsewhere stays; a not-found still takes the whole page (route-error.tsx).
const inFrame = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError framed />, children }];

const warehouseScreen = () => import('./routes/admin/warehouse');
const desktopInventory = () => import('./routes/warehouse-unified');
const consignmentScreen = () => import('./routes/admin/consignment');
const agreementScreen = () => import('./routes/admin/consignment-agreement');
const consignmentSaleScreen = () => import('./routes/admin/consignment-sale');
const partnersScreen = () => import('./routes/admin/consignment-partners');

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Splash />,
    children: [
      {
        // The storefront (issue 14): / is public; the guards are domain/identity's route table.
        lazy: () => import('@/features/storefront/shop-layout'),
        children: inFrame([
          { index: true, lazy: () => import('./routes/home') },
          screen('/catalog', () => import('./routes/catalog')),
          screen('/product/:id', () => import('./routes/product')),
          screen('/cart', () => import('./routes/cart')),
          // Issue 16: a client's subscriptions in the shop's frame; the plans are public (the chat's target).
          screen('/subscriptions', () => import('./routes/subscriptions')),
          screen('/subscriptions/:id', () => import('./routes/subscription-detail')),
          { path: 'subscription/plans', loader: flagged, lazy: () => import('./routes/subscription-plans') },
        ]),
      },
      {
        // Login and register draw their own frame (features/auth/components/auth-frame.tsx): the first
        // login page shows it before the router has loaded (main.tsx).
        path: 'auth',
        loader: guestOnly,
        children: [
          { index: true, loader: () => redirect('/auth/login') },
          { path: 'login', lazy: () => import('./routes/auth/login') },
          { path: 'register', lazy: () => import('./routes/auth/register') },
        ],
      },
      {
        lazy: () => import('./routes/admin/admin-layout'),
        children: inFrame([
          landing('/admin/owner', 'owner'),
          { path: 'admin/owner-dashboard', loader: () => redirect('/admin/owner') },
          landing('/admin', 'admin'),
          screen('/admin/warehouse-dashboard', () => import('./routes/admin/warehouse-dashboard')),
          screen('/admin/delivery-dashboard', () => import('./routes/admin/delivery-dashboard')),
          screen('/admin/delivery', () => import('./routes/admin/delivery')),
          screen('/driver-dashboard', () => import('./routes/driver-dashboard')),
          // Issue 19: the HR landing with the staff, attendance, payroll and performance under it; its dashboard.
          { path: 'admin/hr', loader: protect, handle: { landing: 'hr' }, lazy: () => import('./routes/admin/hr') },
          screen('/admin/hr-dashboard', () => import('./routes/admin/hr-dashboard')),
          // Issue 17: the cashier's landing with the cashier dashboard under it; the counter and the register.
          { path: 'admin/pos', loader: protect, handle: { landing: 'pos' }, lazy: () => import('./routes/admin/pos') },
          screen('/pos', () => import('./routes/pos')),
          screen('/pos/cashier', () => import('./routes/pos-cashier')),
          // Issue 18: the accounting landing with the books under it (statements, ledger, expenses, entries).
          {
            path: 'admin/accounting',
            loader: protect,
            handle: { landing: 'accounting' },
            lazy: () => import('./routes/admin/accounting'),
          },
          screen('/dashboard', () => import('./routes/client-dashboard')),
          { path: 'admin/users', loader: protect, lazy: () => import('./routes/admin/users') },
          screen('/admin/inventory', () => import('./routes/admin/inventory')),
          screen('/admin/inventory/:id', () => import('./routes/admin/inventory-product')),
          screen('/admin/warehouse', warehouseScreen),
          screen('/warehouse', warehouseScreen),
          // Issue 21, spec 2.7: the desktop inventory (the installed app), else the panel that installs it.
          screen('/admin/warehouse/unified', desktopInventory),
          screen('/warehouse/unified', desktopInventory),
          screen('/warehouse/electron', () => import('./routes/warehouse-electron')),
          screen('/warehouse/billing', () => import('@/features/billing/screen')),
          screen('/admin/consignment', consignmentScreen),
          screen('/admin/consignment/new', agreementScreen),
          screen('/admin/consignment/partners', partnersScreen),
          screen('/admin/consignment/:id', agreementScreen),
          screen('/admin/consignment/:id/sale', consignmentSaleScreen),
          screen('/consignment', consignmentScreen),
          screen('/consignment/partners', partnersScreen),
          screen('/consignment/:id', agreementScreen),
          screen('/consignment/:id/sale', consignmentSaleScreen),
          screen('/admin/reports', () => import('./routes/admin/reports')),
          screen('/admin/orders', () => import('./routes/orders-queue')),
          screen('/admin/subscription', () => import('./routes/admin/subscriptions')),
          screen('/admin/subscription/new', () => import('./routes/admin/subscription-new')),
          screen('/admin/subscription/plans', () => import('./routes/admin/subscription-plans')),
          screen('/admin/subscription/deliveries', () => import('./routes/admin/subscription-deliveries')),
          screen('/admin/subscription/:id', () => import('./routes/admin/subscription')),
          { path: 'profile', loader: protect, lazy: () => import('./routes/profile') },
          { path: 'profile/password', loader: protect, lazy: () => import('./routes/profile-password') },
          // Spec 2.9's order target: the profile's 'Mis pedidos' (with that order's sheet open, given one) (who may
          // see it is the profile's guard and the order's own read, which answers a customer only theirs).
          {
            path: 'profile/orders/:orderId?',
            loader: ({ params }) =>
              redirect(
                params.orderId ? `/profile?order=${encodeURIComponent(params.orderId)}#orders` : '/profile#orders',
              ),
          },
          // Issue 20: the operators' screens (admin, owner) and the diagnostic pages.
          screen('/admin/data-management', () => import('./routes/admin/data-management')),
          screen('/admin/system-config', () => import('./routes/admin/system-config')),
          // Issue 22: the messages Flora Bot leaves for a person (admin, owner).
          screen('/admin/help-requests', () => import('./routes/admin/help-requests')),
          screen('/api-test', () => import('./routes/api-test')),
          screen('/flower-catalog-debug', () => import('./routes/flower-catalog-debug')),
        ]),
      },
      // Issue 45: the partners' portal draws its own bar (the partner's business, sign out): no staff navigation.
      screen('/partner', () => import('./routes/partner')),
      // Public and outside the admin layout: a recipient with the code has no account.
      { path: 'track/:trackingCode', loader: flagged, lazy: () => import('./routes/track') },
      { path: 'map-test', lazy: () => import('./routes/map-test') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;
/** Made on first use, not on import: the login page fetches the app ahead while the router would already navigate. */
// A screen's file that could not load offline is loaded again once back (lib/connection.ts).
export const appRouter = () => (router ??= createBrowserRouter(lazyWhenOnline(routes)));
