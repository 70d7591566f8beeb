import { randomUUID } from 'node:crypto';
import {
  agreementDecider,
  agreementStream,
  partnerDecider,
  partnerStream,
  type AgreementCommand,
  type AgreementItemInput,
  type PartnerCommand,
} from '../../domain/consignment';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import type { RecordedEvent } from '../../infra/event-store/port';
import { openInventoryShop, READ_MODELS, type Said } from './inventory-shop';

// Partners and agreements made the way the command side makes them — the consignment deciders
// decide, the store appends with the actor and time a test chooses — on top of the inventory test
// shop (its store, users, read-api and the runner's batch path), with the consignment read model.

export const CONSIGNMENT_MODELS = [...READ_MODELS, 'consignment'] as const;

type Data<C extends Command, T extends C['type']> = Extract<C, { type: T }>['data'];

export async function openConsignmentShop(prefix: string) {
  const shop = await openInventoryShop(prefix);

  async function send<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
    said: Said,
  ): Promise<RecordedEvent[]> {
    const history = await shop.store.readStream(stream);
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
    const commandId = randomUUID();
    const actor = { userId: said.actor ?? 'u-ware', roles: ['warehouse'] };
    const events = decider.decide({ ...command, metadata: { commandId, now: said.at, actor } } as C, state);
    const metadata = {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor,
      source: said.deviceId ? { app: 'backoffice', deviceId: said.deviceId } : { app: 'backoffice' },
      occurredAt: said.at,
      schemaVersion: 1,
    };
    const last = history[history.length - 1];
    await shop.store.appendToStream(
      stream,
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      {
        expected: last ? last.revision : 'no_stream',
      },
    );
    return (await shop.store.readStream(stream)).slice(history.length);
  }
  const toPartner = (id: string, command: Omit<PartnerCommand, 'metadata'>, said: Said) =>
    send(partnerDecider, partnerStream(id), command, said);
  const toAgreement = (id: string, command: Omit<AgreementCommand, 'metadata'>, said: Said) =>
    send(agreementDecider, agreementStream(id), command, said);

  async function registerPartner(
    data: Omit<Data<PartnerCommand, 'RegisterPartner'>, 'partnerId' | 'status' | 'type' | 'defaultCommission'> &
      Partial<Data<PartnerCommand, 'RegisterPartner'>>,
    said: Said,
  ): Promise<string> {
    const partnerId = data.partnerId ?? randomUUID();
    const full = {
      type: 'other' as const,
      defaultCommission: 20,
      status: 'active' as const,
      ...data,
      partnerId,
    };
    await toPartner(partnerId, { type: 'RegisterPartner', data: full }, said);
    return partnerId;
  }
  const updatePartner = (id: string, data: Data<PartnerCommand, 'UpdatePartner'>, said: Said) =>
    toPartner(id, { type: 'UpdatePartner', data }, said);

  interface NewAgreement {
    agreementId: string;
    partnerId: string;
    partnerName: string;
    startDate?: string;
    endDate?: string;
    items: AgreementItemInput[];
    notes?: string;
  }
  const createAgreement = (data: NewAgreement, said: Said) =>
    toAgreement(data.agreementId, { type: 'CreateAgreement', data }, said);
  type Lines = { productId: string; quantity: number }[];
  const sell = (id: string, items: Lines, said: Said, notes?: string) =>
    toAgreement(id, { type: 'RegisterConsignmentSale', data: { saleId: randomUUID(), items, notes } }, said);
  const giveBack = (id: string, items: Lines, said: Said, notes?: string) =>
    toAgreement(id, { type: 'RegisterConsignmentReturn', data: { returnId: randomUUID(), items, notes } }, said);
  const settle = (id: string, said: Said, notes?: string) =>
    toAgreement(id, { type: 'SettleAgreement', data: { notes } }, said);
  const cancel = (id: string, said: Said, reason?: string) =>
    toAgreement(id, { type: 'CancelAgreement', data: { reason } }, said);

  return {
    ...shop,
    registerPartner,
    updatePartner,
    createAgreement,
    sell,
    giveBack,
    settle,
    cancel,
    /** Any agreement command (issue 45: what a partner says back from its portal, the shop's answer). */
    toAgreement,
    /** Every read model the consignment routes read, caught up with the store. */
    projectAll: (batchSize = 50) => shop.project(batchSize, CONSIGNMENT_MODELS),
  };
}

export type ConsignmentShop = Awaited<ReturnType<typeof openConsignmentShop>>;
