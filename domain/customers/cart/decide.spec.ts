import { describe, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { cartDecider } from '../index';

const spec = specFor(cartDecider);
const ROSE = 'b3f1c2d4-0000-4000-8000-000000000001';
const TULIP = 'b3f1c2d4-0000-4000-8000-000000000002';

describe('a customer’s cart', () => {
  it('is set whole; the same cart again writes nothing; emptied with no lines', () => {
    const lines = [
      { productId: ROSE, quantity: 2 },
      { productId: TULIP, quantity: 1 },
    ];
    spec
      .given([])
      .when(command('SetCart', { lines }))
      .then([{ type: 'CartSet', data: { lines } }]);
    spec
      .given([{ type: 'CartSet', data: { lines } }])
      .when(command('SetCart', { lines }))
      .thenNothing();
    spec
      .given([{ type: 'CartSet', data: { lines } }])
      .when(command('SetCart', { lines: [] }))
      .then([{ type: 'CartSet', data: { lines: [] } }]);
  });
  it('keeps only what an order could take: no repeated product, quantities 1 to 999', () => {
    spec
      .given([])
      .when(
        command('SetCart', {
          lines: [
            { productId: ROSE, quantity: 3 },
            { productId: ROSE, quantity: 5 },
            { productId: TULIP, quantity: 0 },
            { productId: TULIP, quantity: 1000 },
          ],
        }),
      )
      .then([{ type: 'CartSet', data: { lines: [{ productId: ROSE, quantity: 3 }] } }]);
  });
});
