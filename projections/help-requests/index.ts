export { helpRequestsProjection } from './projection';
export {
  HELP_REQUESTS_TABLE,
  helpRequests,
  type HelpRequestRow,
  type HelpRequestsDatabase,
  type HelpTranscriptLine,
} from './tables';
