// Where a counter sells (issue 39). A register stands at a location: the one its last session was
// opened at. A register never opened stands at the shop's counter — its store in Brickell (the
// shop of domain/delivery's SHOP_LOCATION), where the shop keeps what it sells over the counter —
// not at the warehouse's 'Almacén principal', where a counter finds most products 'agotado'.

/** The shop's counter: where a register first opened without a location sells from. */
export const SHOP_COUNTER = 'Tienda Brickell';

/** Units of a product at another of the shop's locations (partners' shelves do not count). */
export interface StockElsewhere {
  locationId: string;
  units: number;
}

/** The shop's other locations holding some of a product, most units first. */
export function stockElsewhere(stock: Record<string, number>, here: string, outside: string[] = []): StockElsewhere[] {
  return Object.entries(stock)
    .filter(([locationId, units]) => locationId !== here && !outside.includes(locationId) && units > 0)
    .map(([locationId, units]) => ({ locationId, units }))
    .sort((a, b) => b.units - a.units || a.locationId.localeCompare(b.locationId, 'es'));
}

/** '4 en Almacén principal', '4 en Almacén principal y 2 en Cámara fría'. */
export function placesText(elsewhere: readonly StockElsewhere[]): string {
  const parts = elsewhere.map((e) => `${e.units} en ${e.locationId}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}
