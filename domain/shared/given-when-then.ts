import type { Command, CommandMetadata, Decider, DomainEvent } from './decider';
import { DomainError } from './errors';

// Specifications for deciders that read as the business says them:
//   spec.given([...history]).when(command).then([...events])  |  .thenNothing()  |  .thenThrows(code)
// Framework-free (a failed expectation throws), so the domain keeps importing only zod.

export class SpecFailure extends Error {
  override name = 'SpecFailure';
}

/** Metadata a spec does not care about; time and actor are fixed so specs stay repeatable. */
export const specMetadata: CommandMetadata = {
  commandId: '00000000-0000-4000-8000-000000000001',
  now: '2026-01-15T10:00:00.000Z',
  actor: { userId: 'owner-spec', roles: ['owner'] },
};

export function command<T extends string, D>(type: T, data: D, metadata: Partial<CommandMetadata> = {}): Command<T, D> {
  return { type, data, metadata: { ...specMetadata, ...metadata } };
}

// Key order must not matter when comparing events, so compare a canonical rendering.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

function expectSame(what: string, actual: unknown, expected: unknown): void {
  const [a, e] = [canonical(actual), canonical(expected)];
  if (a !== e) throw new SpecFailure(`${what} differ\n  expected: ${e}\n  actual:   ${a}`);
}

export function specFor<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(history: E[] = []) {
      const state = history.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(cmd: C) {
          const decide = () => decider.decide(cmd, state);
          return {
            then(expected: E[]): E[] {
              const events = decide();
              expectSame('events', events, expected);
              return events;
            },
            thenNothing(): void {
              expectSame('events', decide(), []);
            },
            thenState(expected: S): void {
              expectSame(
                'state',
                decide().reduce((s, e) => decider.evolve(s, e), state),
                expected,
              );
            },
            thenThrows(code: string): DomainError {
              let events: E[];
              try {
                events = decide();
              } catch (err) {
                if (err instanceof DomainError && err.code === code) return err;
                throw new SpecFailure(`expected ${code}, got ${err instanceof DomainError ? err.code : String(err)}`);
              }
              throw new SpecFailure(`expected ${code}, but decided ${canonical(events)}`);
            },
          };
        },
      };
    },
  };
}
