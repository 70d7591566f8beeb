import type { IconName } from '@/components/ui/icon';

export type LandingKind =
  'owner' | 'admin' | 'warehouse' | 'delivery' | 'driver' | 'hr' | 'pos' | 'accounting' | 'client' | 'catalog';

export interface Area {
  path: string;
  /** i18n key of its name. */
  label: string;
  icon: IconName;
  /** The tile colour, as iOS Settings gives each row its own. */
  tint: string;
  /** Screens of later issues are listed (so a role sees its reach) but not yet linked. */
  built: boolean;
}

// Each role's dashboard; a landing lists those its user may open (spec 6, dashboard access).
export const DASHBOARDS: (Area & { kind: LandingKind })[] = [
  {
    kind: 'owner',
    path: '/admin/owner',
    label: 'dashboards.owner',
    icon: 'star',
    tint: '#ff9500',
    built: true,
  },
  { kind: 'admin', path: '/admin', label: 'dashboards.admin', icon: 'sliders', tint: '#6200ea', built: true },
  {
    kind: 'warehouse',
    path: '/admin/warehouse-dashboard',
    label: 'dashboards.warehouse',
    icon: 'box',
    tint: '#a2845e',
    built: true,
  },
  {
    kind: 'delivery',
    path: '/admin/delivery-dashboard',
    label: 'dashboards.delivery',
    icon: 'truck',
    tint: '#34c759',
    built: true,
  },
  {
    kind: 'driver',
    path: '/driver-dashboard',
    label: 'dashboards.driver',
    icon: 'navigation',
    tint: '#30b0c7',
    built: true,
  },
  { kind: 'hr', path: '/admin/hr', label: 'dashboards.hr', icon: 'briefcase', tint: '#5856d6', built: true },
  { kind: 'pos', path: '/admin/pos', label: 'dashboards.pos', icon: 'cart', tint: '#ff2d55', built: true },
  {
    kind: 'accounting',
    path: '/admin/accounting',
    label: 'dashboards.accounting',
    icon: 'chart',
    tint: '#007aff',
    built: true,
  },
  {
    kind: 'client',
    path: '/dashboard',
    label: 'dashboards.client',
    icon: 'heart',
    tint: '#ff3b30',
    built: true,
  },
];

// The working areas of spec 2.1; who reaches each is domain/identity's route table (spec 2.3).
export const AREAS: Area[] = [
  { path: '/admin/users', label: 'areas.users', icon: 'users', tint: '#6200ea', built: true },
  {
    path: '/admin/data-management',
    label: 'areas.dataManagement',
    icon: 'database',
    tint: '#8e8e93',
    built: false,
  },
  { path: '/admin/inventory', label: 'areas.inventory', icon: 'box', tint: '#a2845e', built: true },
  { path: '/admin/warehouse', label: 'areas.warehouse', icon: 'box', tint: '#a2845e', built: true },
  { path: '/admin/consignment', label: 'areas.consignment', icon: 'link', tint: '#af52de', built: true },
  {
    path: '/admin/consignment/partners',
    label: 'areas.partners',
    icon: 'store',
    tint: '#af52de',
    built: true,
  },
  { path: '/warehouse/billing', label: 'areas.billing', icon: 'file', tint: '#007aff', built: true },
  { path: '/admin/reports', label: 'areas.reports', icon: 'chart', tint: '#ff9500', built: true },
  { path: '/admin/orders', label: 'areas.orders', icon: 'bag', tint: '#ff2d55', built: true },
  {
    path: '/admin/subscription',
    label: 'areas.subscriptionAdmin',
    icon: 'repeat',
    tint: '#5ac8fa',
    built: true,
  },
  { path: '/admin/delivery', label: 'areas.deliveries', icon: 'truck', tint: '#34c759', built: true },
  { path: '/pos', label: 'areas.pos', icon: 'cart', tint: '#ff2d55', built: true },
  { path: '/pos/cashier', label: 'areas.cashier', icon: 'dollar', tint: '#34c759', built: true },
  { path: '/catalog', label: 'areas.catalog', icon: 'bag', tint: '#ff2d55', built: true },
  { path: '/cart', label: 'areas.cart', icon: 'cart', tint: '#ff9500', built: true },
  { path: '/subscriptions', label: 'areas.subscriptions', icon: 'calendar', tint: '#ff3b30', built: true },
  { path: '/profile', label: 'areas.profile', icon: 'user', tint: '#8e8e93', built: true },
];
