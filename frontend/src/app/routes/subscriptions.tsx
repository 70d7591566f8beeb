import { SubscriptionsHome } from '@/features/subscriptions/components/subscriptions-home';
import '@/features/subscriptions/subscriptions.css';

/** /subscriptions (issue 16): a client's subscriptions, the plans, and the subscribe form — any signed-in user. */
export function Component() {
  return <SubscriptionsHome />;
}
