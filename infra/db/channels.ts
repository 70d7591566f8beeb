// The LISTEN/NOTIFY channels besides the projections' (projections/notify.ts): each read-api holds
// one LISTEN connection for all of them (read-api/shared/projection-feed.ts).

/** A driver's latest position (command-api/delivery/acting.ts recordPosition): ephemeral, no event. */
export const POSITIONS_CHANNEL = 'flora_driver_position';
