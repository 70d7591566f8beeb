import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_MESSAGES as M } from '../../domain/consignment';
import { commandIdFor } from '../../infra/event-store/event-id';
import { expectProblem } from './inventory-support';
import { hotel, useConsignmentApi } from './consignment-support';

// Consignment partners through the command-api: registration with the spec's defaults, changes,
// refusals (problem+json, the contract's message, nothing appended), and who may write them.

const { consignmentApi, tokenAs } = useConsignmentApi('conspart');

describe('registering and changing partners', () => {
  it('registers a partner with the defaults of spec 5 and 9, its id derived from the Idempotency-Key', async () => {
    const { post, partnerEvents } = await consignmentApi();
    const key = randomUUID();
    const res = await post(
      '/api/consignment/partners',
      { businessName: 'Eventos Coral Gables S.C.', taxId: 'ECG190822KL7' },
      { 'idempotency-key': key },
    );
    expect(res.statusCode, res.body).toBe(201);
    const partnerId = commandIdFor(key, 'partner');
    expect(res.json()).toEqual({
      id: partnerId,
      streamId: `partner-${partnerId}`,
      revision: 0,
      position: expect.any(String),
    });
    const repeat = await post(
      '/api/consignment/partners',
      { businessName: 'Eventos Coral Gables S.C.', taxId: 'ECG190822KL7' },
      { 'idempotency-key': key },
    );
    expect(repeat.json()).toEqual(res.json());
    const events = await partnerEvents(partnerId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'PartnerRegistered',
      data: {
        partnerId,
        type: 'other',
        defaultCommissionTenths: 200,
        status: 'active',
        primaryAddress: { country: 'México' },
      },
    });
  });

  it('refuses a missing business name, a commission out of range or too precise, and a partner registered twice', async () => {
    const { post, countEvents } = await consignmentApi();
    const name = expectProblem(
      await post('/api/consignment/partners', hotel({ businessName: ' ' })),
      400,
      'VALIDATION',
    );
    expect(name.errors).toEqual([{ path: 'businessName', message: M['PARTNER.BUSINESS_NAME_REQUIRED'] }]);
    const range = expectProblem(
      await post('/api/consignment/partners', hotel({ defaultCommission: 100.5 })),
      400,
      'VALIDATION',
    );
    expect(range.errors).toEqual([{ path: 'defaultCommission', message: M['PARTNER.COMMISSION_RANGE'] }]);
    const step = expectProblem(
      await post('/api/consignment/partners', hotel({ defaultCommission: 12.25 })),
      400,
      'VALIDATION',
    );
    expect(step.errors).toEqual([{ path: 'defaultCommission', message: M['PARTNER.COMMISSION_STEP'] }]);
    expect(await countEvents()).toBe(0);
    const partnerId = randomUUID();
    expect((await post('/api/consignment/partners', hotel({ partnerId }))).statusCode).toBe(201);
    const twice = expectProblem(
      await post('/api/consignment/partners', hotel({ partnerId })),
      409,
      'PARTNER.ALREADY_EXISTS',
    );
    expect(twice.detail).toBe(M['PARTNER.ALREADY_EXISTS']);
    expect(await countEvents()).toBe(1);
  });

  it('changes details and status (200 when nothing changed), 404 for an unknown partner', async () => {
    const { send, registered, partnerEvents } = await consignmentApi();
    const id = await registered();
    const patch = { defaultCommission: 17.5, status: 'inactive' };
    const res = await send('PATCH', `/api/consignment/partners/${id}`, patch);
    expect(res.statusCode, res.body).toBe(201);
    expect((await partnerEvents(id)).map((e) => e.type)).toEqual([
      'PartnerRegistered',
      'PartnerUpdated',
      'PartnerStatusChanged',
    ]);
    expect((await partnerEvents(id))[1]!.data).toMatchObject({ defaultCommissionTenths: 175 });
    expect((await send('PATCH', `/api/consignment/partners/${id}`, patch)).statusCode).toBe(200);
    const missing = expectProblem(
      await send('PATCH', `/api/consignment/partners/${randomUUID()}`, patch),
      404,
      'PARTNER.NOT_FOUND',
    );
    expect(missing.detail).toBe(M['PARTNER.NOT_FOUND']);
  });

  it('lets the warehouse create agreements but not write partners (manager)', async () => {
    const { post } = await consignmentApi();
    const warehouse = { authorization: `Bearer ${tokenAs('warehouse')}` };
    expectProblem(await post('/api/consignment/partners', hotel(), warehouse), 403, 'FORBIDDEN');
    const agreement = await post('/api/consignment/agreements', { partnerId: randomUUID(), items: [] }, warehouse);
    expect(agreement.statusCode).toBe(404); // past the guard: the partner does not exist
    expectProblem(
      await post(
        '/api/consignment/agreements',
        { partnerId: randomUUID(), items: [] },
        { authorization: `Bearer ${tokenAs('cashier')}` },
      ),
      403,
      'FORBIDDEN',
    );
  });
});
