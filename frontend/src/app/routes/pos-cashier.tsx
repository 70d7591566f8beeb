import { ClockCard } from '@/features/hr/components/clock-card';
import { PosCashier } from '@/features/pos/components/cashier';
import '@/features/pos/locales/register';
import '@/features/pos/pos.css';

/**
 * /pos/cashier (issue 17): open and close the cash session, count the cash, the X and Z reports; and
 * (issue 19) the cashier's own clock-in and clock-out above it, shown only to a linked employee.
 */
export function Component() {
  return (
    <>
      <ClockCard />
      <PosCashier />
    </>
  );
}
