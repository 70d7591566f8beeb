import type { ProductView } from '@domain/inventory';
import { AddProductSheet } from './add-product-sheet';
import { CsvImportSheet } from './csv-import-sheet';
import { ProductDetailsSheet } from './product-details-sheet';
import { RegisterMovementSheet, type MovementPreset } from './register-movement-sheet';
import { UpdateStockSheet } from './update-stock-sheet';

/** Which of the screen's sheets is open (one at a time, as iOS shows them). */
export type OpenSheet =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'movement'; product?: ProductView; preset?: MovementPreset }
  | { kind: 'stock'; product: ProductView }
  | { kind: 'details'; product: ProductView }
  | null;

export function InventorySheets({ sheet, onClose }: { sheet: OpenSheet; onClose: () => void }) {
  switch (sheet?.kind) {
    case 'add':
      return <AddProductSheet onClose={onClose} />;
    case 'import':
      return <CsvImportSheet onClose={onClose} />;
    case 'movement':
      // keyed by product: a second scan while the sheet is open starts a fresh form for the new product
      return (
        <RegisterMovementSheet
          key={sheet.product?.id ?? 'none'}
          product={sheet.product}
          preset={sheet.preset}
          onClose={onClose}
        />
      );
    case 'stock':
      return <UpdateStockSheet product={sheet.product} onClose={onClose} />;
    case 'details':
      return <ProductDetailsSheet product={sheet.product} onClose={onClose} />;
    default:
      return null;
  }
}
