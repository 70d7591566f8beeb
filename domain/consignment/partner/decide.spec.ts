import { describe, expect, it } from 'vitest';
import { command } from '../../shared/given-when-then';
import type { RegisterPartner, UpdatePartner } from './commands';
import { CONSIGNMENT_MESSAGES } from '../messages';
import type { PartnerRegistered } from './events';
import { LATER, NOW, PARTNER_ID, partnerSpec as spec } from '../spec-fixtures';

// Spec 5 "New partner": business name and RFC required; commission 0–100 with one decimal, 20 by
// default; the address is in México unless it says otherwise.

type RegisterData = RegisterPartner['data'];
const register = (over: Partial<RegisterData> = {}) =>
  command('RegisterPartner', {
    partnerId: PARTNER_ID,
    businessName: 'Hoteles Casa Azul S.A. de C.V.',
    taxId: 'HCA010203AB1',
    type: 'hotel',
    defaultCommission: 20,
    status: 'active',
    ...over,
  } as RegisterData);
const registerUntyped = (over: Record<string, unknown>) => register(over as Partial<RegisterData>);
const update = (data: Record<string, unknown>) =>
  command('UpdatePartner', data as UpdatePartner['data'], { now: LATER });

const registered = (over: Partial<PartnerRegistered['data']> = {}): PartnerRegistered => ({
  type: 'PartnerRegistered',
  data: {
    partnerId: PARTNER_ID,
    businessName: 'Hoteles Casa Azul S.A. de C.V.',
    tradeName: '',
    type: 'hotel',
    taxId: 'HCA010203AB1',
    defaultCommissionTenths: 200,
    primaryAddress: { street: '', city: '', state: '', zipCode: '', country: 'México' },
    mainContact: { name: '', phone: '', email: '', position: '' },
    notes: '',
    status: 'active',
    registeredAt: NOW,
    ...over,
  },
});
const { partnerId: _, status: __, registeredAt: ___, ...details } = registered().data;

describe('a partner not registered yet', () => {
  it('registers with what the form says, trimmed, commission kept in tenths', () => {
    spec
      .given([])
      .when(
        register({
          businessName: '  Hoteles Casa Azul S.A. de C.V. ',
          tradeName: ' Casa Azul ',
          defaultCommission: 17.5,
          primaryAddress: { street: 'Av. Reforma 10', city: 'CDMX', country: 'Mexico' },
          mainContact: { name: 'Lucía Pérez', email: 'lucia@casaazul.mx' },
          notes: 'Recepción abre a las 7',
        }),
      )
      .then([
        registered({
          tradeName: 'Casa Azul',
          defaultCommissionTenths: 175,
          primaryAddress: {
            street: 'Av. Reforma 10',
            city: 'CDMX',
            state: '',
            zipCode: '',
            country: 'Mexico',
          },
          mainContact: { name: 'Lucía Pérez', phone: '', email: 'lucia@casaazul.mx', position: '' },
          notes: 'Recepción abre a las 7',
        }),
      ]);
  });

  it('defaults to type other, 20 %, active and an address in México (spec 3 and 9)', () => {
    spec
      .given([])
      .when(
        registerUntyped({
          type: undefined,
          defaultCommission: undefined,
          status: undefined,
          primaryAddress: { country: ' ' },
        }),
      )
      .then([registered({ type: 'other' })]);
  });

  it('registers an inactive partner when asked to', () => {
    spec
      .given([])
      .when(register({ status: 'inactive' }))
      .then([registered({ status: 'inactive' })]);
  });

  it('accepts the ends of the commission range', () => {
    spec
      .given([])
      .when(register({ defaultCommission: 0 }))
      .then([registered({ defaultCommissionTenths: 0 })]);
    spec
      .given([])
      .when(register({ defaultCommission: 100 }))
      .then([registered({ defaultCommissionTenths: 1000 })]);
  });

  it('refuses without a business name or an RFC', () => {
    const noName = spec
      .given([])
      .when(register({ businessName: '   ' }))
      .thenThrows('PARTNER.BUSINESS_NAME_REQUIRED');
    expect(noName.message).toBe(CONSIGNMENT_MESSAGES['PARTNER.BUSINESS_NAME_REQUIRED']);
    expect(noName.errors).toEqual([{ path: 'businessName', message: 'La razón social es obligatoria.' }]);
    spec
      .given([])
      .when(registerUntyped({ businessName: undefined }))
      .thenThrows('PARTNER.BUSINESS_NAME_REQUIRED');
    const noRfc = spec
      .given([])
      .when(register({ taxId: '' }))
      .thenThrows('PARTNER.TAX_ID_REQUIRED');
    expect(noRfc.message).toBe('El RFC es obligatorio.');
  });

  it('refuses a commission outside 0–100 or with more than one decimal', () => {
    for (const commission of [-0.1, 100.1, Number.NaN, '20']) {
      spec
        .given([])
        .when(registerUntyped({ defaultCommission: commission }))
        .thenThrows('PARTNER.COMMISSION_RANGE');
    }
    const step = spec
      .given([])
      .when(register({ defaultCommission: 12.25 }))
      .thenThrows('PARTNER.COMMISSION_STEP');
    expect(step.message).toBe('La comisión admite como máximo un decimal.');
  });

  it('refuses an unknown type or status', () => {
    spec
      .given([])
      .when(registerUntyped({ type: 'florist' }))
      .thenThrows('PARTNER.INVALID_TYPE');
    spec
      .given([])
      .when(registerUntyped({ status: 'paused' }))
      .thenThrows('PARTNER.INVALID_STATUS');
  });

  it('cannot be updated', () => {
    const err = spec
      .given([])
      .when(update({ notes: 'x' }))
      .thenThrows('PARTNER.NOT_FOUND');
    expect(err.kind).toBe('not-found');
  });
});

describe('a registered partner', () => {
  const history = [registered()];

  it('is not registered twice', () => {
    const err = spec.given(history).when(register()).thenThrows('PARTNER.ALREADY_EXISTS');
    expect(err.kind).toBe('illegal-state');
  });

  it('updates only the fields given and says the details whole', () => {
    spec
      .given(history)
      .when(update({ tradeName: 'Casa Azul', defaultCommission: 25, primaryAddress: { city: 'Puebla' } }))
      .then([
        {
          type: 'PartnerUpdated',
          data: {
            ...details,
            tradeName: 'Casa Azul',
            defaultCommissionTenths: 250,
            primaryAddress: { ...details.primaryAddress, city: 'Puebla' },
            updatedAt: LATER,
          },
        },
      ]);
  });

  it('decides nothing when nothing changes', () => {
    spec.given(history).when(update({})).thenNothing();
    spec
      .given(history)
      .when(update({ businessName: ' Hoteles Casa Azul S.A. de C.V. ', defaultCommission: 20, status: 'active' }))
      .thenNothing();
  });

  it('changes only the status when only the status changes', () => {
    spec
      .given(history)
      .when(update({ status: 'inactive' }))
      .then([
        {
          type: 'PartnerStatusChanged',
          data: { status: 'inactive', previousStatus: 'active', changedAt: LATER },
        },
      ]);
  });

  it('says details and status when both change', () => {
    const events = spec
      .given(history)
      .when(update({ notes: 'Cerrado en agosto', status: 'inactive' }))
      .then([
        { type: 'PartnerUpdated', data: { ...details, notes: 'Cerrado en agosto', updatedAt: LATER } },
        {
          type: 'PartnerStatusChanged',
          data: { status: 'inactive', previousStatus: 'active', changedAt: LATER },
        },
      ]);
    expect(events).toHaveLength(2);
  });

  it('re-checks the rules on an update', () => {
    spec
      .given(history)
      .when(update({ businessName: '' }))
      .thenThrows('PARTNER.BUSINESS_NAME_REQUIRED');
    spec
      .given(history)
      .when(update({ taxId: ' ' }))
      .thenThrows('PARTNER.TAX_ID_REQUIRED');
    spec
      .given(history)
      .when(update({ defaultCommission: 101 }))
      .thenThrows('PARTNER.COMMISSION_RANGE');
    spec
      .given(history)
      .when(update({ status: 'closed' }))
      .thenThrows('PARTNER.INVALID_STATUS');
  });

  it('keeps its state as the events say', () => {
    spec
      .given(history)
      .when(update({ status: 'inactive', mainContact: { phone: '222 555 0101' } }))
      .thenState({
        ...registered().data,
        status: 'inactive',
        mainContact: { ...details.mainContact, phone: '222 555 0101' },
      });
  });
});

describe('an inactive partner', () => {
  const history = [registered({ status: 'inactive' })];

  it('can be reactivated', () => {
    spec
      .given(history)
      .when(update({ status: 'active' }))
      .then([
        {
          type: 'PartnerStatusChanged',
          data: { status: 'active', previousStatus: 'inactive', changedAt: LATER },
        },
      ]);
  });
});
