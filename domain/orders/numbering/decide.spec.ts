import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { orderNumberingDecider } from '../index';
import type { OrderNumberAssigned } from './events';
import { NUMBERS_REMEMBERED, orderNumberOf } from './evolve';

const spec = specFor(orderNumberingDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const order = (n: number) => `9c1d2e3f-4a5b-4c6d-8e7f-${String(n).padStart(12, '0')}`;
const assign = (n: number, year = 2026) => command('AssignOrderNumber', { orderId: order(n), year }, { now: NOW });
const assigned = (n: number, sequence = n, year = 2026): OrderNumberAssigned => ({
  type: 'OrderNumberAssigned',
  data: { orderId: order(n), number: `P-${year}-${String(sequence).padStart(4, '0')}`, sequence, assignedAt: NOW },
});

describe('order numbers', () => {
  it('count from P-yyyy-0001 in the order asked, growing past 4 digits', () => {
    spec
      .given([])
      .when(assign(1))
      .then([assigned(1)]);
    spec
      .given([assigned(1), assigned(2)])
      .when(assign(3))
      .then([assigned(3)]);
    // Past the 9,999th order of a year the number grows a digit.
    const [next] = orderNumberingDecider.decide(assign(10_000), { lastSequence: 9999, recent: [] });
    expect(next!.data.number).toBe('P-2026-10000');
  });
  it('are given once per order: asking again answers the same number', () => {
    const history = [assigned(1), assigned(2)];
    spec.given(history).when(assign(1)).thenNothing();
    const state = history.reduce(orderNumberingDecider.evolve, orderNumberingDecider.initialState());
    expect(orderNumberOf(state, order(2))).toBe('P-2026-0002');
    expect(orderNumberOf(state, 'toString')).toBeUndefined();
  });
  it(`keep the latest ${NUMBERS_REMEMBERED} by order, however long the year`, () => {
    const count = NUMBERS_REMEMBERED + 5;
    const history = Array.from({ length: count }, (_, i) => assigned(i + 1));
    const state = history.reduce(orderNumberingDecider.evolve, orderNumberingDecider.initialState());
    expect(state.lastSequence).toBe(count);
    expect(state.recent).toHaveLength(NUMBERS_REMEMBERED);
    expect(orderNumberOf(state, order(count))).toBe(`P-2026-${count}`);
    expect(orderNumberOf(state, order(6))).toBe('P-2026-0006');
    expect(orderNumberOf(state, order(5))).toBeUndefined();
    // The next order still counts on from the year's last number.
    expect(orderNumberingDecider.decide(assign(count + 1), state)[0]!.data.sequence).toBe(count + 1);
  });
});
