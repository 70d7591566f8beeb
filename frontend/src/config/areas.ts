import type { IconName } from '../components/ui/icon';

export type LandingKind =
  'owner' | 'admin' | 'warehouse' | 'delivery' | 'driver' | 'hr' | 'pos' | 'accounting' | 'client' | 'catalog';

export interface Area {
  path: string;
  /** i18n key of its name. */
  label: string;
  icon: IconName;
  /** The tile colour, as iOS Settings gives each row its own. */
  tint: string;
}

// The dashboards of spec 6 (dashboard access); the shell lists those its user may open.
export const DASHBOARDS: Area[] = [
  {
    path: '/admin/owner',
    label: 'dashboards.owner',
    icon: 'star',
    tint: '#ff9500',
  },
  { path: '/admin', label: 'dashboards.admin', icon: 'sliders', tint: '#6200ea' },
  {
    path: '/admin/warehouse-dashboard',
    label: 'dashboards.warehouse',
    icon: 'box',
    tint: '#a2845e',
  },
  {
    path: '/admin/delivery-dashboard',
    label: 'dashboards.delivery',
    icon: 'truck',
    tint: '#34c759',
  },
  {
    path: '/driver-dashboard',
    label: 'dashboards.driver',
    icon: 'navigation',
    tint: '#30b0c7',
  },
  { path: '/admin/hr-dashboard', label: 'dashboards.hrDashboard', icon: 'briefcase', tint: '#5856d6' },
  { path: '/admin/pos', label: 'dashboards.pos', icon: 'cart', tint: '#ff2d55' },
  {
    path: '/admin/accounting',
    label: 'dashboards.accounting',
    icon: 'chart',
    tint: '#007aff',
  },
  {
    path: '/dashboard',
    label: 'dashboards.client',
    icon: 'heart',
    tint: '#ff3b30',
  },
];

// The working areas of spec 2.1, everyday work first and the operators' tools last (a phone's tab bar
// takes the first ones); who reaches each is domain/identity's route table (spec 2.3).
export const AREAS: Area[] = [
  { path: '/admin/orders', label: 'areas.orders', icon: 'bag', tint: '#ff2d55' },
  { path: '/admin/inventory', label: 'areas.inventory', icon: 'box', tint: '#a2845e' },
  { path: '/admin/delivery', label: 'areas.deliveries', icon: 'truck', tint: '#34c759' },
  { path: '/pos', label: 'areas.pos', icon: 'cart', tint: '#ff2d55' },
  { path: '/pos/cashier', label: 'areas.cashier', icon: 'dollar', tint: '#34c759' },
  { path: '/admin/warehouse', label: 'areas.warehouse', icon: 'box', tint: '#a2845e' },
  { path: '/warehouse/billing', label: 'areas.billing', icon: 'file', tint: '#007aff' },
  { path: '/admin/reports', label: 'areas.reports', icon: 'chart', tint: '#ff9500' },
  { path: '/admin/consignment', label: 'areas.consignment', icon: 'link', tint: '#af52de' },
  {
    path: '/admin/consignment/partners',
    label: 'areas.partners',
    icon: 'store',
    tint: '#af52de',
  },
  {
    path: '/admin/subscription',
    label: 'areas.subscriptionAdmin',
    icon: 'repeat',
    tint: '#5ac8fa',
  },
  {
    path: '/admin/subscription/deliveries',
    label: 'areas.subscriptionDeliveries',
    icon: 'calendar',
    tint: '#5ac8fa',
  },
  { path: '/admin/hr', label: 'areas.staff', icon: 'users', tint: '#5856d6' },
  { path: '/catalog', label: 'areas.catalog', icon: 'bag', tint: '#ff2d55' },
  { path: '/cart', label: 'areas.cart', icon: 'cart', tint: '#ff9500' },
  { path: '/subscriptions', label: 'areas.subscriptions', icon: 'calendar', tint: '#ff3b30' },
  { path: '/profile', label: 'areas.profile', icon: 'user', tint: '#8e8e93' },
  { path: '/admin/users', label: 'areas.users', icon: 'users', tint: '#6200ea' },
  { path: '/admin/help-requests', label: 'areas.helpRequests', icon: 'heart', tint: '#ff9500' },
  {
    path: '/admin/data-management',
    label: 'areas.dataManagement',
    icon: 'database',
    tint: '#8e8e93',
  },
  { path: '/admin/system-config', label: 'areas.systemConfig', icon: 'gear', tint: '#8e8e93' },
  { path: '/api-test', label: 'areas.apiTest', icon: 'activity', tint: '#34c759' },
  { path: '/flower-catalog-debug', label: 'areas.catalogDebug', icon: 'wrench', tint: '#ff9500' },
];
