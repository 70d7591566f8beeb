import { useTranslation } from 'react-i18next';
import type { CatalogProductView } from '@domain/catalog';
import { toast } from '@/stores/toast-store';
import { useCart } from './use-cart';

/** 'Agregar al carrito' from a card or the product page: the line joins the cart, a toast says so. */
export function useAddToCart() {
  const { t } = useTranslation();
  const cart = useCart();
  return (p: CatalogProductView, quantity = 1) => {
    const product = {
      productId: p.id,
      name: p.name,
      sku: p.sku,
      price: p.price,
      image: p.images[0],
      category: p.category,
    };
    if (cart.add(product, quantity)) toast.success(t('storefront.product.added', { name: p.name }));
    else toast.error(t('storefront.product.cartFull'));
  };
}
