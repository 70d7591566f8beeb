import type { RefreshedBy } from '@/lib/live/refreshed-by';
import { helpRequestKeys } from './reads';

/** A chat user asked for a person, or staff attended one (issue 22): the help requests screen. */
export const refreshedBy: RefreshedBy = { 'help-requests': [helpRequestKeys.all] };
