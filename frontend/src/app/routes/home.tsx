import { DeliveryRules, DeliveryZones } from '@/features/storefront/components/home-delivery';
import { HomeAccount } from '@/features/storefront/components/home-account';
import { HomeCategories } from '@/features/storefront/components/home-categories';
import { FeaturedCollections, FeaturedProducts } from '@/features/storefront/components/home-featured';
import { HomeHero } from '@/features/storefront/components/home-hero';
import { canBrowse, canOrder } from '@/features/storefront/lib/access';
import '@/features/storefront/locales/register';
import '@/features/storefront/home.css';
import { useSessionStore } from '@/stores/session-store';

/**
 * / (public): the shop's front page. Everyone sees what it is, where and when it delivers and for
 * how much (GET /api/delivery/zones is public); whoever may browse sees the catalogue's first
 * products and its categories, a guest the shop's collections, each leading through the login.
 * Signed-in staff may visit it too: their panel is one tap away in the bar.
 */
export function Component() {
  const user = useSessionStore((s) => s.user);
  const browse = canBrowse(user);
  return (
    <div className="sf-home" data-testid="home">
      <HomeHero browse={browse} guest={!user} />
      {browse ? <FeaturedProducts orderable={canOrder(user)} /> : !user ? <FeaturedCollections /> : null}
      {browse || !user ? <HomeCategories browse={browse} /> : null}
      <div className="sf-columns">
        <DeliveryZones />
        <DeliveryRules />
      </div>
      {!user ? <HomeAccount /> : null}
    </div>
  );
}
