import { command, specFor, specMetadata } from '../shared/given-when-then';
import type {
  AgreementItemInput,
  CreateAgreement,
  RegisterConsignmentReturn,
  RegisterConsignmentSale,
} from './agreement/commands';
import type {
  AgreementCreated,
  AgreementItem,
  ConsignmentReturnRegistered,
  ConsignmentSaleRegistered,
  ReturnLine,
  SaleLine,
} from './agreement/events';
import { agreementDecider, partnerDecider } from './index';

// A hotel with roses and tulips on its shelves, shared by the consignment specs (never by the app).

export const partnerSpec = specFor(partnerDecider);
export const agreementSpec = specFor(agreementDecider);
export const NOW = specMetadata.now; // 2026-01-15T10:00:00.000Z
export const LATER = '2026-01-20T16:30:00.000Z';

export const PARTNER_ID = '3d9b1f0e-2c4a-4e8b-9f61-0000000000a1';
export const AGREEMENT_ID = '5e2f8a41-7b3c-4d19-8e07-0000003f2a1c';
export const SALE_ID = '5e2f8a41-7b3c-4d19-8e07-000000005a1e';
export const RETURN_ID = '5e2f8a41-7b3c-4d19-8e07-0000000de701';
export const ROSE = '7a1c6a52-5d0e-4c1b-9a55-000000000001';
export const TULIP = '7a1c6a52-5d0e-4c1b-9a55-000000000002';
export const LILY = '7a1c6a52-5d0e-4c1b-9a55-000000000003';
export const HOME = 'Almacén principal';
export const SHOP = 'Tienda centro';

/** Rows as the command-api sends them after looking up the products (pesos and percent). */
export const roseRow: AgreementItemInput = {
  productId: ROSE,
  productName: 'Rosa roja',
  sku: 'ROS-001',
  locationId: HOME,
  quantity: 10,
  unitPrice: 25.5,
  commission: 20,
};
export const tulipRow: AgreementItemInput = {
  productId: TULIP,
  productName: 'Tulipán',
  sku: 'TUL-001',
  locationId: SHOP,
  quantity: 4,
  unitPrice: 12.35,
  commission: 15.5,
};
/** A sample bouquet given away to the partner's guests: on the shelf at price 0, never sold. */
export const lilyRow: AgreementItemInput = {
  ...roseRow,
  productId: LILY,
  productName: 'Lirio',
  sku: 'LIR-001',
  quantity: 2,
  unitPrice: 0,
};

export const rose: AgreementItem = { ...itemOf(roseRow), unitPriceCents: 2550, commissionTenths: 200 };
export const tulip: AgreementItem = { ...itemOf(tulipRow), unitPriceCents: 1235, commissionTenths: 155 };
export const lily: AgreementItem = { ...itemOf(lilyRow), unitPriceCents: 0, commissionTenths: 200 };

function itemOf({ unitPrice: _, commission: __, ...rest }: AgreementItemInput) {
  return rest;
}

type CreateData = CreateAgreement['data'];
export const createAgreement = (over: Partial<CreateData> = {}, metadata = {}) =>
  command(
    'CreateAgreement',
    {
      agreementId: AGREEMENT_ID,
      partnerId: PARTNER_ID,
      partnerName: 'Hotel Casa Azul',
      startDate: '2026-01-15',
      endDate: '2026-02-14',
      items: [roseRow, tulipRow],
      notes: '',
      ...over,
    } as CreateData,
    metadata,
  );
/** For what the types forbid but a script may still send. */
export const createAgreementUntyped = (over: Record<string, unknown>) => createAgreement(over as Partial<CreateData>);

export const agreementCreated = (over: Partial<AgreementCreated['data']> = {}): AgreementCreated => ({
  type: 'AgreementCreated',
  data: {
    agreementId: AGREEMENT_ID,
    partnerId: PARTNER_ID,
    partnerName: 'Hotel Casa Azul',
    startDate: '2026-01-15',
    endDate: '2026-02-14',
    items: [rose, tulip],
    notes: '',
    createdAt: NOW,
    ...over,
  },
});

type Asked = { productId: string; quantity: number }[];
export const registerSale = (items: Asked, over: Partial<RegisterConsignmentSale['data']> = {}) =>
  command('RegisterConsignmentSale', { saleId: SALE_ID, items, ...over });
export const registerReturn = (items: Asked, over: Partial<RegisterConsignmentReturn['data']> = {}) =>
  command('RegisterConsignmentReturn', { returnId: RETURN_ID, items, ...over });
export const settle = (notes?: string) => command('SettleAgreement', notes === undefined ? {} : { notes });
export const cancel = (reason?: string, metadata = {}) =>
  command('CancelAgreement', reason === undefined ? {} : { reason }, metadata);

/** A sale line with its figures written out by the spec (never computed by the code under test). */
type Figures = [gross: number, commission: number, net: number];
export function saleLine(
  item: AgreementItem,
  quantity: number,
  money: Figures,
  requestedQuantity = quantity,
): SaleLine {
  const [grossCents, commissionCents, netCents] = money;
  const { productId, unitPriceCents, commissionTenths, locationId } = item;
  return {
    productId,
    quantity,
    requestedQuantity,
    unitPriceCents,
    commissionTenths,
    grossCents,
    commissionCents,
    netCents,
    locationId,
  };
}

export const saleRegistered = (
  lines: SaleLine[],
  over: Partial<ConsignmentSaleRegistered['data']> = {},
): ConsignmentSaleRegistered => ({
  type: 'ConsignmentSaleRegistered',
  data: {
    saleId: SALE_ID,
    lines,
    grossCents: lines.reduce((s, l) => s + l.grossCents, 0),
    commissionCents: lines.reduce((s, l) => s + l.commissionCents, 0),
    netCents: lines.reduce((s, l) => s + l.netCents, 0),
    notes: '',
    soldAt: NOW,
    ...over,
  },
});

export const returnLine = (item: AgreementItem, quantity: number, requestedQuantity = quantity): ReturnLine => ({
  productId: item.productId,
  quantity,
  requestedQuantity,
  locationId: item.locationId,
});

export const returnRegistered = (
  lines: ReturnLine[],
  over: Partial<ConsignmentReturnRegistered['data']> = {},
): ConsignmentReturnRegistered => ({
  type: 'ConsignmentReturnRegistered',
  data: { returnId: RETURN_ID, lines, notes: '', returnedAt: NOW, ...over },
});
