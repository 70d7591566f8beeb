import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { partnerStream } from '../../domain/consignment';
import * as partnerKeysMigration from '../../infra/db/migrations/2026-11-21-10-partner-keys';
import { expectProblem } from './inventory-support';
import { hotel, useConsignmentApi } from './consignment-support';

// A partner's RFC belongs to one partner (issue 11): compared trimmed and case-insensitively,
// reserved before the command like a product's SKU; a refusal names the partner that holds it and
// appends nothing, and an RFC given up by a change is free again.

const { consignmentApi } = useConsignmentApi('consrfc');

const luna = (over: Record<string, unknown> = {}) =>
  hotel({ businessName: 'Florería Luna', tradeName: 'Luna', taxId: 'XAXX010101000', ...over });

describe('the RFC among partners', () => {
  it('refuses a second partner with the same RFC (409 naming the holder), on registration and on a change', async () => {
    const { post, send, registered, countEvents } = await consignmentApi();
    const lunaId = await registered(luna());
    const otherId = await registered(hotel({ taxId: 'HBB210315AB1' }));
    const before = await countEvents();

    const again = expectProblem(
      await post('/api/consignment/partners', hotel({ taxId: '  xaxx010101000 ' })),
      409,
      'PARTNER.TAX_ID_TAKEN',
    );
    expect(again.detail).toBe('El RFC XAXX010101000 ya pertenece al socio «Florería Luna».');
    const changed = expectProblem(
      await send('PATCH', `/api/consignment/partners/${otherId}`, { taxId: 'XAXX010101000' }),
      409,
      'PARTNER.TAX_ID_TAKEN',
    );
    expect(changed.detail).toBe('El RFC XAXX010101000 ya pertenece al socio «Florería Luna».');
    expect(await countEvents()).toBe(before);

    // Luna's own RFC in its own change is no conflict; once Luna changes it, the old one is free.
    expect(
      (
        await send('PATCH', `/api/consignment/partners/${lunaId}`, {
          taxId: 'xaxx010101000',
          notes: 'Sin cambios de RFC',
        })
      ).statusCode,
    ).toBe(201);
    expect((await send('PATCH', `/api/consignment/partners/${lunaId}`, { taxId: 'LUN990101AA1' })).statusCode).toBe(
      201,
    );
    expect((await send('PATCH', `/api/consignment/partners/${otherId}`, { taxId: 'XAXX010101000' })).statusCode).toBe(
      201,
    );
    expect(
      (await post('/api/consignment/partners', hotel({ taxId: 'HBB210315AB1' }))).statusCode,
      'given up by the other partner',
    ).toBe(201);
    const taken = expectProblem(
      await post('/api/consignment/partners', hotel({ taxId: 'LUN990101AA1' })),
      409,
      'PARTNER.TAX_ID_TAKEN',
    );
    expect(taken.detail).toBe('El RFC LUN990101AA1 ya pertenece al socio «Florería Luna».');
  });

  it('gives the RFC back when the registration is refused, so the form can be fixed and sent again', async () => {
    const { post, registered } = await consignmentApi();
    const partnerId = await registered(luna());
    // The same partner id again: refused by the partner itself (409), after the RFC check passed.
    expectProblem(
      await post('/api/consignment/partners', luna({ partnerId, taxId: 'NEW010101AB2' })),
      409,
      'PARTNER.ALREADY_EXISTS',
    );
    expect((await post('/api/consignment/partners', hotel({ taxId: 'NEW010101AB2' }))).statusCode).toBe(201);
  });

  it('reserves the RFCs of partners registered before the reservation table existed (first one keeps a shared RFC)', async () => {
    const { post, store, database } = await consignmentApi();
    const metadata = {
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { userId: 'owner-1', roles: ['owner'] },
      source: { app: 'test' },
      occurredAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    };
    const registration = (partnerId: string, businessName: string, taxId: string) => ({
      type: 'PartnerRegistered',
      data: {
        partnerId,
        businessName,
        tradeName: '',
        type: 'other',
        taxId,
        defaultCommissionTenths: 200,
        status: 'active',
        notes: '',
        registeredAt: metadata.occurredAt,
        primaryAddress: { street: '', city: '', state: '', zipCode: '', country: 'México' },
        mainContact: { name: '', phone: '', email: '', position: '' },
      },
      metadata,
    });
    const [first, second] = [randomUUID(), randomUUID()];
    await store.appendToStream(partnerStream(first), [registration(first, 'Florería Luna', 'XAXX010101000')], {
      expected: 'no_stream',
    });
    await store.appendToStream(partnerStream(second), [registration(second, 'Luna Dos', 'xaxx010101000')], {
      expected: 'no_stream',
    });
    await partnerKeysMigration.down(database.db);
    await partnerKeysMigration.up(database.db);
    const { rows } = await sql<{
      key: string;
      partner_id: string;
    }>`select key, partner_id from partner_keys`.execute(database.db);
    expect(rows).toEqual([{ key: 'XAXX010101000', partner_id: first }]);
    const refused = expectProblem(
      await post('/api/consignment/partners', hotel({ taxId: 'XAXX010101000' })),
      409,
      'PARTNER.TAX_ID_TAKEN',
    );
    expect(refused.detail).toBe('El RFC XAXX010101000 ya pertenece al socio «Florería Luna».');
  });
});
