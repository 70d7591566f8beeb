import { WALKS } from './accessibility-routes';
import { axeWalk } from './accessibility-walk';

// The axe gate over the screens of: the public pages, the customer, the driver and the counter.
axeWalk(WALKS.shop);
