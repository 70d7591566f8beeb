import { PublicPlans } from '@/features/subscriptions/components/public-plans';
import '@/features/subscriptions/subscriptions.css';

/** /subscription/plans (public; the chat's target): the plans, each leading to subscribe. */
export function Component() {
  return <PublicPlans />;
}
