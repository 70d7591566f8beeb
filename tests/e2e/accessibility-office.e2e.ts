import { WALKS } from './accessibility-routes';
import { axeWalk } from './accessibility-walk';

// The axe gate over the screens of: admin, the owner and HR.
axeWalk(WALKS.office);
