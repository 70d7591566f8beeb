// What other areas read of support: how many help requests wait for a person (the landings' count).
export { countHelpRequests } from './queries';
