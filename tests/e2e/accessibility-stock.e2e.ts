import { WALKS } from './accessibility-routes';
import { axeWalk } from './accessibility-walk';

// The axe gate over the screens of: the warehouse, deliveries and accounting.
axeWalk(WALKS.stock);
