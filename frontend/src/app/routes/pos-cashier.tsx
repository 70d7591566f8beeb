import { PosCashier } from '@/features/pos/components/cashier';
import '@/features/pos/locales/register';
import '@/features/pos/pos.css';

/** /pos/cashier (issue 17): open and close the cash session, count the cash, the X and Z reports. */
export function Component() {
  return <PosCashier />;
}
