import { describe, expect, it } from 'vitest';
import { listOf, stockMissingHere } from '../../frontend/src/features/pos/lib/stock-here';

// Issue 39: the counter says so when a scanned product has none at its location but some elsewhere.

const stock = [
  { locationId: 'Almacén principal', quantity: 4 },
  { locationId: 'Cámara fría', quantity: 12 },
  { locationId: 'Tienda Brickell', quantity: 0 },
];

describe('a product the counter has none of', () => {
  it('is found at the shop’s other locations, most units first', () => {
    expect(stockMissingHere(stock, 'Tienda Brickell')).toEqual([
      { locationId: 'Cámara fría', units: 12 },
      { locationId: 'Almacén principal', units: 4 },
    ]);
    expect(listOf(['12 en Cámara fría', '4 en Almacén principal'], 'es')).toBe(
      '12 en Cámara fría y 4 en Almacén principal',
    );
  });

  it('says nothing when the counter has some, when nobody has any, or when the stock is not known', () => {
    expect(stockMissingHere(stock, 'Cámara fría')).toBeNull();
    expect(stockMissingHere([{ locationId: 'Tienda Brickell', quantity: 0 }], 'Tienda Brickell')).toBeNull();
    expect(stockMissingHere(undefined, 'Tienda Brickell')).toBeNull();
    expect(stockMissingHere(stock, undefined)).toBeNull();
  });
});
