import { inputOf } from '../bridge';
import type { ConsignmentLinesInput, QueuedOperation, UpdateInventoryInput } from '../bridge/contract';
import { useConsignments, useInventory, usePartners } from '../hooks/use-desktop';
import { AddProductSheet } from './add-product-sheet';
import { AgreementSheet } from './lazy-sheets';
import { CountSheet } from './count-sheet';
import { LinesSheet } from './lines-sheet';
import { MovementSheet } from './lazy-sheets';

/**
 * 'Corregir' on a refused operation: the form that made it, filled from the body the server refused.
 * Submitting sends it again through retryOperation (a new command id, the same place in the queue).
 */
export function FixOperationSheet({ op, onClose }: { op: QueuedOperation; onClose: () => void }) {
  const products = useInventory().data ?? [];
  const agreements = useConsignments().data ?? [];
  const partners = usePartners().data ?? [];
  const input = inputOf(op);
  const product = products.find((p) => 'productId' in input && p.id === input.productId);
  switch (op.kind) {
    case 'update-inventory': {
      const { productId } = input as UpdateInventoryInput;
      return <CountSheet productId={productId} product={product} fix={op} onClose={onClose} />;
    }
    case 'register-inventory-movement':
      return <MovementSheet product={product} fix={op} onClose={onClose} />;
    case 'add-product': {
      const categories = [...new Set(products.flatMap((p) => p.categories))].sort();
      return <AddProductSheet categories={categories} fix={op} onClose={onClose} />;
    }
    case 'create-consignment':
      return <AgreementSheet partners={partners} products={products} fix={op} onClose={onClose} />;
    case 'register-consignment-sale':
    case 'register-consignment-return': {
      const { agreementId } = input as ConsignmentLinesInput;
      const agreement = agreements.find((a) => a.id === agreementId);
      if (!agreement) return null;
      const kind = op.kind === 'register-consignment-sale' ? 'sale' : 'return';
      return <LinesSheet kind={kind} agreement={agreement} fix={op} onClose={onClose} />;
    }
  }
}
