import { addDays } from '../../domain/shared/dates';
import type { WasteCause } from '../../domain/inventory';
import type { DemoMovement } from './inventory-catalogue';

// Issue 44: the demo shop's freshness — lots from three suppliers whose stems last differently
// (Flores del Valle's Colombian roses 9 days, Ecuador Roses Co.'s 12, Homestead Growers' Florida
// stems 6), received over the last week, some at their sell-by today or tomorrow and one past it,
// and a week of waste with its causes, so "Por vencer", the waste report and the suppliers' report
// have something to show the day the shop starts.
//
// Days are counted from the seed's day (the shop's today): a lot says when it was cut and received,
// its sell-by follows. The movements themselves happen when the seed runs (the command handler's
// clock, as every seeded event), so the week shows in the lots' days and the notes, not the ledger's
// times. Only products no other seed or test counts on are touched (not ROS-001, GIR-001 nor FOL-001,
// whose stock the consignment seed's test counts; nor a low or out-of-stock product, which stays so),
// and every stem wasted is from a lot bought here.

const FLORES = 'Flores del Valle';
const ECUADOR = 'Ecuador Roses Co.';
const HOMESTEAD = 'Homestead Growers';

interface DemoLot {
  /** The lot's name in this file; the purchase and its waste refer to it. */
  key: string;
  sku: string;
  quantity: number;
  code: string;
  supplier: string;
  /** Days before the seed's day. */
  cut: number;
  received: number;
  vaseLifeDays: number;
  unitCost: number;
}

const lot = (
  key: string,
  sku: string,
  quantity: number,
  [code, supplier]: [string, string],
  [cut, received]: [number, number],
  vaseLifeDays: number,
  unitCost: number,
): DemoLot => ({ key, sku, quantity, code, supplier, cut, received, vaseLifeDays, unitCost });

// Sell-by = cut + vase life: FV-2611 and HG-325 today; ERC-4471, HG-318, FV-2598, HG-320 and ERC-4402
// tomorrow; HG-322 yesterday (two of its dozens still in the cold room, the rest thrown away).
export const DEMO_LOTS: DemoLot[] = [
  lot('vendela-valle', 'ROS-002', 20, ['FV-2611', FLORES], [9, 7], 9, 22),
  lot('vendela-ecuador', 'ROS-002', 30, ['ERC-4471', ECUADOR], [11, 8], 12, 26),
  lot('vendela-homestead', 'ROS-002', 15, ['HG-318', HOMESTEAD], [5, 4], 6, 18),
  lot('pink-valle', 'ROS-003', 20, ['FV-2630', FLORES], [4, 3], 9, 23),
  lot('pink-ecuador', 'ROS-003', 24, ['ERC-4490', ECUADOR], [3, 2], 12, 27),
  lot('pink-homestead', 'ROS-003', 12, ['HG-322', HOMESTEAD], [7, 6], 6, 19),
  lot('tulip-homestead', 'TUL-002', 12, ['HG-325', HOMESTEAD], [5, 4], 5, 20),
  lot('lily-valle', 'LIR-001', 10, ['FV-2598', FLORES], [9, 8], 10, 28),
  lot('sunflower-homestead', 'GIR-002', 15, ['HG-320', HOMESTEAD], [7, 6], 8, 30),
  lot('ruscus-valle', 'FOL-003', 20, ['FV-2615', FLORES], [10, 8], 14, 6),
  lot('cymbidium-ecuador', 'ORQ-004', 6, ['ERC-4402', ECUADOR], [20, 18], 21, 17),
];

interface DemoWaste {
  lot: string;
  quantity: number;
  cause: WasteCause;
  notes: string;
}

/** A week of waste, the oldest first; each names the lot its stems came from. */
export const DEMO_WASTE: DemoWaste[] = [
  { lot: 'vendela-valle', quantity: 4, cause: 'damaged', notes: 'Tallos quebrados al descargar la caja' },
  { lot: 'ruscus-valle', quantity: 5, cause: 'other', notes: 'Manojos usados como muestra para una novia' },
  { lot: 'lily-valle', quantity: 3, cause: 'unsold_event', notes: 'Sobrantes de la boda en Coral Gables' },
  { lot: 'sunflower-homestead', quantity: 2, cause: 'damaged', notes: 'Aplastados en el transporte' },
  { lot: 'vendela-ecuador', quantity: 3, cause: 'quality', notes: 'Cuello doblado en el cubo 3' },
  { lot: 'tulip-homestead', quantity: 2, cause: 'quality', notes: 'Tulipanes demasiado abiertos' },
  { lot: 'pink-homestead', quantity: 6, cause: 'expired', notes: 'Vencidas en la cámara: pétalos caídos' },
  { lot: 'pink-homestead', quantity: 4, cause: 'expired', notes: 'Más tallos del lote HG-322 vencidos' },
];

export type DemoLotMovement = DemoMovement & {
  /** Names the movement's fixed id. */
  key: string;
  /** A purchase: the shop's day its lot arrived. */
  receivedOn?: string;
  /** Waste: the key of the purchase whose lot it takes from. */
  fromLot?: string;
};

export const lotKeyOf = (name: string) => `lot:${name}`;

/** The purchases and the waste as movements, dated from the seed's day (the shop's today). */
export function demoLotMovements(today: string): DemoLotMovement[] {
  const purchases = DEMO_LOTS.map((l): DemoLotMovement => {
    const receivedOn = addDays(today, -l.received);
    return {
      key: lotKeyOf(l.key),
      sku: l.sku,
      type: 'purchase',
      quantity: l.quantity,
      receivedOn,
      lot: {
        code: l.code,
        supplier: l.supplier,
        cutDate: addDays(today, -l.cut),
        vaseLifeDays: l.vaseLifeDays,
        unitCost: l.unitCost,
      },
      notes: `Lote ${l.code} de ${l.supplier}, recibido el ${receivedOn}`,
    };
  });
  const waste = DEMO_WASTE.map((w, i): DemoLotMovement => {
    const bought = DEMO_LOTS.find((l) => l.key === w.lot)!;
    return {
      key: `waste:${i}:${w.lot}`,
      sku: bought.sku,
      type: 'waste',
      quantity: w.quantity,
      fromLot: lotKeyOf(w.lot),
      cause: w.cause,
      notes: w.notes,
    };
  });
  return [...purchases, ...waste];
}
