// The shared kernel every area builds on: deciders, domain errors, bounds, money and calendar days.
export * from './decider';
export * from './errors';
export * from './bounds';
export * from './money';
export * from './dates';
export * from './spec-names';
export * from './responses';
