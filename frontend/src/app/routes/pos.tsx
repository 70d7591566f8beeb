import { PosCounter } from '@/features/pos/components/counter';
import '@/features/pos/locales/register';
import '@/features/pos/pos.css';

/** /pos (issue 17): the counter — scan, ticket, discount, payment, receipt; sales queue offline. */
export function Component() {
  return <PosCounter />;
}
