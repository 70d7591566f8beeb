import { downloadFile } from '@/lib/download-file';

/**
 * The delivery label PDF (issue 15: the package's QR code, its tracking code, the address), to print
 * and stick on the package. An order's delivery has the order's id, so the order's id names it.
 */
export const downloadDeliveryLabel = (orderId: string, orderNumber: string) =>
  downloadFile(`/deliveries/${encodeURIComponent(orderId)}/label`, `etiqueta-${orderNumber}.pdf`);
