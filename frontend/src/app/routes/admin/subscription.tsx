import { useParams } from 'react-router-dom';
import { SubscriptionDetail } from '@/features/subscriptions/components/subscription-detail';
import '@/features/subscriptions/subscriptions.css';

/** /admin/subscription/:id (issue 16): the staff's view of a subscription — its charges collected or waived here. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="sub-wide">
      <SubscriptionDetail key={id} id={id} staff backTo="/admin/subscription" />
    </div>
  );
}
