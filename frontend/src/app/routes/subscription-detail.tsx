import { useParams } from 'react-router-dom';
import { SubscriptionDetail } from '@/features/subscriptions/components/subscription-detail';
import '@/features/subscriptions/subscriptions.css';

/** /subscriptions/:id (issue 16): the customer's own subscription (another's answers not found). */
export function Component() {
  const { id = '' } = useParams();
  return <SubscriptionDetail key={id} id={id} staff={false} backTo="/subscriptions" />;
}
