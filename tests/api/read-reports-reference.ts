import { CONSIGNED } from '../../domain/inventory';
import type { RecordedEvent } from '../../infra/event-store/port';

// A small reference for the report figures, folded straight from the store's events (in commit
// order, the ordinal = 1-based place), independent of the read models: what the report must equal.

type Data = Record<string, unknown>;
const data = (e: RecordedEvent) => e.data as Data;
const str = (v: unknown) => String(v);
const num = (v: unknown) => Number(v);
const time = (e: RecordedEvent) => new Date(String(e.metadata?.occurredAt));
const pesos = (cents: number) => cents / 100;
const pct = (sold: number, total: number) => (total > 0 ? Math.round((sold * 1000) / total) / 10 : 0);

export interface Standing {
  position: number;
  at: Date;
  start: Date | null;
  end: Date | null;
  from: string | null;
  to: string | null;
}

export function referenceReport(all: readonly RecordedEvent[], s: Standing) {
  const seen = all.slice(0, s.position).filter((e) => time(e) <= s.at);
  const products = new Map<
    string,
    { sku: string; name: string; price: number; min: number; stock: Map<string, number> }
  >();
  let movements = 0;
  let unitsIn = 0;
  let unitsOut = 0;
  const agreements = new Map<
    string,
    { partner: string; start: string; status: string; total: number; sold: number; commission: number; net: number }
  >();
  const partners = new Map<string, string>();
  for (const e of seen) {
    const d = data(e);
    const id = e.streamId.replace(/^(product|agreement|partner)-/, '');
    if (e.type === 'ProductAdded')
      products.set(id, {
        sku: str(d.sku),
        name: str(d.name),
        price: num(d.priceCents),
        min: num(d.minStockLevel),
        stock: new Map(),
      });
    if (e.type === 'ProductDetailsUpdated')
      Object.assign(products.get(id)!, { name: str(d.name), min: num(d.minStockLevel) });
    if (e.type === 'ProductPriceChanged') products.get(id)!.price = num(d.priceCents);
    if (e.type === 'StockMoved') {
      const effects = d.effects as unknown as { locationId: string; delta: number; balanceAfter: number }[];
      const ours = effects.filter((f) => f.locationId !== CONSIGNED);
      for (const f of ours) products.get(id)!.stock.set(f.locationId, f.balanceAfter);
      const net = ours.reduce((n, f) => n + f.delta, 0);
      const moved = time(e);
      if ((!s.start || moved >= s.start) && (!s.end || moved < s.end)) {
        movements++;
        if (net > 0) unitsIn += net;
        else unitsOut -= net;
      }
    }
    if (e.type === 'PartnerRegistered' || e.type === 'PartnerUpdated') partners.set(id, str(d.businessName));
    if (e.type === 'AgreementCreated') {
      const items = d.items as unknown as { quantity: number; unitPriceCents: number }[];
      const total = items.reduce((t, i) => t + i.quantity * i.unitPriceCents, 0);
      agreements.set(id, {
        partner: str(d.partnerId),
        start: str(d.startDate),
        status: 'active',
        total,
        sold: 0,
        commission: 0,
        net: 0,
      });
    }
    if (e.type === 'ConsignmentSaleRegistered') {
      const a = agreements.get(id)!;
      for (const l of d.lines as unknown as { grossCents: number; commissionCents: number; netCents: number }[]) {
        a.sold += l.grossCents;
        a.commission += l.commissionCents;
        a.net += l.netCents;
      }
    }
    if (e.type === 'AgreementSettled') agreements.get(id)!.status = 'settled';
    if (e.type === 'AgreementCancelled') agreements.get(id)!.status = 'cancelled';
  }
  const list = [...products.values()].map((p) => ({ ...p, units: [...p.stock.values()].reduce((a, b) => a + b, 0) }));
  const counted = [...agreements.values()].filter((a) => !s.from || !s.to || (a.start >= s.from && a.start <= s.to));
  const sum = (key: 'total' | 'sold' | 'commission' | 'net', of = counted) => of.reduce((t, a) => t + a[key], 0);
  const byPartner = [...new Set(counted.map((a) => a.partner))].map((partner) => {
    const mine = counted.filter((a) => a.partner === partner);
    return { businessName: partners.get(partner), agreements: mine.length, totalValue: pesos(sum('total', mine)) };
  });
  return {
    inventory: {
      totalProducts: list.length,
      totalUnits: list.reduce((t, p) => t + p.units, 0),
      totalValue: pesos(list.reduce((t, p) => t + p.units * p.price, 0)),
      lowStock: list.filter((p) => p.units > 0 && p.units <= p.min).length,
      outOfStock: list.filter((p) => p.units <= 0).length,
      movements,
      unitsIn,
      unitsOut,
    },
    consignment: {
      totalAgreements: counted.length,
      active: counted.filter((a) => a.status === 'active').length,
      partners: byPartner.length,
      totalValue: pesos(sum('total')),
      soldValue: pesos(sum('sold')),
      commissionTotal: pesos(sum('commission')),
      netValue: pesos(sum('net')),
      salesPercentage: pct(sum('sold'), sum('total')),
    },
    partners: byPartner.sort((a, b) => b.totalValue - a.totalValue),
  };
}
