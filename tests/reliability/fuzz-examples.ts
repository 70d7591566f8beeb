import fc from 'fast-check';
import { sql, type QueryExecutorProvider } from 'kysely';

// Bodies a real client sends to the shop's main write routes, built on the seeded shop's own
// products, partners, agreements, clients and invoices: the fuzz test breaks one field of them at
// a time, so the broken value reaches the route's rules and decide(), not only the schema.

export interface ShopFacts {
  products: string[];
  partners: string[];
  /** An agreement and the products it holds. */
  agreements: { id: string; products: string[] }[];
  clients: string[];
  invoices: string[];
  employees: string[];
  payrollRuns: string[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export async function shopFacts(db: QueryExecutorProvider): Promise<ShopFacts> {
  const streams = (await sql<{ s: string }>`select distinct stream_id as s from events`.execute(db)).rows.map(
    (r) => r.s,
  );
  const of = (prefix: string) => streams.flatMap((s) => s.match(new RegExp(`^${prefix}-(${UUID})$`))?.[1] ?? []);
  const { rows } = await sql<{ id: string; products: string[] }>`
    select data->>'agreementId' as id, array(select i->>'productId' from jsonb_array_elements(data->'items') i) as products
      from events where type = 'AgreementCreated'`.execute(db);
  return {
    products: of('product'),
    partners: of('partner'),
    agreements: rows,
    clients: of('billing-client'),
    invoices: of('invoice'),
    employees: of('employee'),
    payrollRuns: of('payroll-run'),
  };
}

const pick = <T>(items: T[], fallback: T) => (items.length > 0 ? fc.constantFrom(...items) : fc.constant(fallback));
const NONE = '00000000-0000-4000-8000-000000000000';
const amount = fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100);
const units = fc.integer({ min: 1, max: 20 });
const day = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A valid-looking body per `METHOD /path` of the OpenAPI document, or none for routes not listed. */
export function exampleBodies(facts: ShopFacts): Record<string, fc.Arbitrary<unknown>> {
  const product = pick(facts.products, NONE);
  const agreement = pick(facts.agreements, { id: NONE, products: [NONE] });
  const lines = agreement.chain((a) =>
    fc
      .array(fc.record({ productId: pick(a.products, NONE), quantity: units }), {
        minLength: 1,
        maxLength: 2,
      })
      .map((items) => ({ items })),
  );
  const invoice = fc.record({
    clientId: pick(facts.clients, NONE),
    date: day,
    items: fc.array(
      fc.record({ productId: product, description: fc.constant('Ramo'), quantity: units, price: amount }),
      { minLength: 1, maxLength: 3 },
    ),
    saveAsDraft: fc.boolean(),
  });
  return {
    'POST /api/inventory/products': fc.record({
      name: fc.constant('Rosa de prueba'),
      sku: fc.uuid().map((u) => `FZ-${u.slice(0, 8)}`),
      price: amount,
      wholesalePrice: amount,
      currentStock: units,
      minStockLevel: units,
      category: fc.constantFrom('Rosas', 'Tulipanes'),
    }),
    'PATCH /api/inventory/products/{id}': fc.record(
      { price: amount, name: fc.constant('Rosa roja'), minStockLevel: units },
      { requiredKeys: [] },
    ),
    'POST /api/inventory/products/{id}/stock': fc.record({ quantity: units, notes: fc.constant('conteo') }),
    'POST /api/inventory/movements': fc.record({
      productId: product,
      type: fc.constantFrom('purchase', 'sale', 'adjustment', 'damage', 'return'),
      quantity: units,
      reference: fc.constant({ type: 'order', id: 'o-1' }),
      direction: fc.constantFrom('in', 'out'),
    }),
    'POST /api/consignment/partners': fc.record({
      businessName: fc.constant('Florería de prueba'),
      taxId: fc.uuid().map((u) => `FZ${u.slice(0, 8)}`.toUpperCase()),
      defaultCommission: fc.constantFrom(10, 20, 25.5),
    }),
    'POST /api/consignment/agreements': fc.record({
      partnerId: pick(facts.partners, NONE),
      startDate: fc.constant('2026-02-01'),
      endDate: fc.constant('2026-03-01'),
      items: fc.array(
        fc.record({ productId: product, quantity: units, unitPrice: amount, commission: fc.constant(20) }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    'POST /api/consignment/agreements/{id}/sales': lines,
    'POST /api/consignment/agreements/{id}/returns': lines,
    'POST /api/billing/clients': fc.record({
      name: fc.constant('Cliente de prueba'),
      email: fc.constant('cliente@flora.test'),
      taxId: fc.constant('900123'),
    }),
    'POST /api/billing/invoices': invoice,
    'PUT /api/billing/invoices/{id}': invoice,
    'PUT /api/settings/tax-rate': fc.record({ taxRatePercent: fc.integer({ min: 0, max: 30 }) }),
    'POST /api/hr/employees': fc.record({
      name: fc.constant('Empleada de prueba'),
      position: fc.constant('Florista'),
      hireDate: day,
      payType: fc.constant('hourly'),
      hourlyRate: amount,
      weeklyHours: fc.integer({ min: 0, max: 80 }),
    }),
    'PATCH /api/hr/employees/{id}': fc.record(
      { position: fc.constant('Encargada'), hourlyRate: amount, weeklyHours: fc.integer({ min: 0, max: 80 }) },
      { requiredKeys: [] },
    ),
    'POST /api/hr/employees/{id}/clock-in': fc.constant({}),
    'POST /api/hr/payroll-runs': day.map((periodStart) => ({ periodStart, periodEnd: periodStart })),
    'POST /api/hr/payroll-runs/{id}/adjustments': fc.record({
      employeeId: pick(facts.employees, NONE),
      kind: fc.constantFrom('addition', 'deduction'),
      amount,
      reason: fc.constant('Bono'),
    }),
    // Flora Bot (issue 22): questions a customer asks, some of them a hand-off's message.
    'POST /api/bot/message': fc.record({
      text: fc.constantFrom('¿Tienen rosas rojas?', 'where is my order', 'quiero hablar con una persona', 'hola'),
      sessionId: fc.constantFrom('fuzz-a', 'fuzz-b'),
      lang: fc.constantFrom('es', 'en'),
      context: fc.constantFrom({}, { awaiting: 'handoff' }, { lastQuery: 'rosas' }),
    }),
  };
}

/** The ids a route's `{id}` should mostly take, by the route's path. */
export function idsFor(path: string, facts: ShopFacts): string[] {
  if (path.startsWith('/api/inventory/products/')) return facts.products;
  if (path.startsWith('/api/consignment/agreements/')) return facts.agreements.map((a) => a.id);
  if (path.startsWith('/api/consignment/partners/')) return facts.partners;
  if (path.startsWith('/api/billing/invoices/')) return facts.invoices;
  if (path.startsWith('/api/hr/employees/')) return facts.employees;
  if (path.startsWith('/api/hr/payroll-runs/')) return facts.payrollRuns;
  if (path.startsWith('/api/bot/products/')) return facts.products;
  return [];
}
