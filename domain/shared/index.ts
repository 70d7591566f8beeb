// The shared kernel every area builds on: deciders, domain errors, bounds and money.
export * from './decider';
export * from './errors';
export * from './bounds';
export * from './money';
export * from './spec-names';
