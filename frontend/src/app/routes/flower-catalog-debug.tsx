import { CatalogDebugScreen } from '@/features/diagnostics/components/catalog-debug-screen';

/** /flower-catalog-debug (issue 20, admin and owner): the flower catalogue debug of spec 2.10. */
export function Component() {
  return <CatalogDebugScreen />;
}
