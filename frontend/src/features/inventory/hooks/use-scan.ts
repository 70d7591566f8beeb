import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { ProductView } from '@domain/inventory';
import { useLookupProduct } from '../api/reads';
import { toast } from '@/stores/toast-store';

export interface ScanMessage {
  kind: 'error' | 'info';
  text: string;
}

/**
 * What a scanned or typed code does: looks the product up by barcode or SKU and hands it on
 * (the screens open register-movement for it); an unknown code says so in words.
 */
export function useScan(onFound: (product: ProductView) => void) {
  const { t } = useTranslation();
  const lookup = useLookupProduct();
  const [message, setMessage] = useState<ScanMessage | null>(null);
  const [pending, setPending] = useState(false);

  const scan = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) return;
      setPending(true);
      setMessage({ kind: 'info', text: t('inventory.scan.looking', { code }) });
      try {
        const product = await lookup(code);
        setMessage({ kind: 'info', text: t('inventory.scan.found', { code, name: product.name }) });
        onFound(product);
      } catch (error) {
        const text =
          error instanceof ApiError && error.status === 404
            ? t('inventory.scan.unknown', { code })
            : t('inventory.scan.failed', { code, reason: error instanceof Error ? error.message : '' });
        setMessage({ kind: 'error', text });
        toast.error(text);
      } finally {
        setPending(false);
      }
    },
    [lookup, onFound, t],
  );

  return { scan, message, pending, clearMessage: () => setMessage(null) };
}
