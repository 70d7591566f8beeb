import { ProfileOrders } from '@/features/orders/components/profile-orders';
import { hasAnyPermission, hasPermission, type SessionUser } from '@/lib/access';

/**
 * The profile's 'Mis pedidos', for whoever keeps a history of their own orders (spec 6: the client's
 * order-history). The staff who read every order (process-orders) would see the
 * whole shop's here instead: they have the queue (/admin/orders) for that.
 */
export function ProfileOrdersSection({ user }: { user: SessionUser }) {
  const own = hasPermission(user, 'order-history') && !hasAnyPermission(user, ['process-orders']);
  return own ? <ProfileOrders /> : null;
}
