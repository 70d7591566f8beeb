import type { Decider } from '../shared/decider';
import type { RegisterCommand } from './register/commands';
import { decideRegister } from './register/decide';
import type { RegisterEvent } from './register/events';
import { evolveRegister, initialRegister, type RegisterState } from './register/evolve';

export * from './register/events';
export * from './register/commands';
export * from './register/errors';
export { saleNumber } from './register/decide';
export type { OpenSession, RegisterState } from './register/evolve';

export const REGISTER_STREAM_PREFIX = 'pos-register-';
export const registerStream = (registerId: string) => `${REGISTER_STREAM_PREFIX}${registerId}`;

export const registerDecider: Decider<RegisterCommand, RegisterEvent, RegisterState> = {
  stateVersion: 1,
  initialState: initialRegister,
  evolve: evolveRegister,
  decide: decideRegister,
};
