import { describe, it } from 'vitest';
import { command, specFor, specMetadata } from '../../shared/given-when-then';
import { helpRequestDecider, type HelpRequestEvent } from '../index';

const spec = specFor(helpRequestDecider);
const ID = '3f9c1a52-6a8e-4c1e-9d7b-1f2e3a4b5c6d';
const ASK = {
  requestId: ID,
  requester: { userId: 'guest' },
  channel: 'bot' as const,
  sessionId: 's-1',
  lang: 'es' as const,
  message: '  Quiero cambiar la dirección de mi pedido  ',
  transcript: [
    { from: 'user' as const, text: 'quiero hablar con una persona', at: '2026-01-15T09:59:00.000Z' },
    { from: 'bot' as const, text: '¿Qué mensaje le dejo al personal?', at: '2026-01-15T09:59:01.000Z' },
  ],
};
const requested: HelpRequestEvent = {
  type: 'HelpRequested',
  data: {
    ...ASK,
    requester: { userId: 'guest', name: null, contact: null },
    message: 'Quiero cambiar la dirección de mi pedido',
    requestedAt: specMetadata.now,
  },
};
const admin = { actor: { userId: 'admin-1', roles: ['admin'] } };
const resolved: HelpRequestEvent = {
  type: 'HelpRequestResolved',
  data: { requestId: ID, resolvedBy: 'admin-1', note: 'Llamé a la clienta', at: specMetadata.now },
};

describe('no help request yet', () => {
  it('a hand-off leaves the message, trimmed, with the latest 20 lines of the conversation', () => {
    spec.given([]).when(command('RequestHelp', ASK)).then([requested]);
    const long = Array.from({ length: 25 }, (_, i) => ({ from: 'user' as const, text: `línea ${i}`, at: 'x' }));
    spec
      .given([])
      .when(command('RequestHelp', { ...ASK, transcript: long }))
      .then([{ ...requested, data: { ...requested.data, transcript: long.slice(5) } } as HelpRequestEvent]);
  });
  it('a blank message is refused; staff cannot resolve what does not exist', () => {
    spec
      .given([])
      .when(command('RequestHelp', { ...ASK, message: '   ' }))
      .thenThrows('HELP_REQUEST.EMPTY_MESSAGE');
    spec
      .given([])
      .when(command('ResolveHelpRequest', { requestId: ID }, admin))
      .thenThrows('HELP_REQUEST.NOT_FOUND');
  });
});

describe('an open help request', () => {
  it('the same hand-off again leaves nothing new', () => {
    spec.given([requested]).when(command('RequestHelp', ASK)).thenNothing();
  });
  it('staff resolve it, with or without a note', () => {
    spec
      .given([requested])
      .when(command('ResolveHelpRequest', { requestId: ID, note: ' Llamé a la clienta ' }, admin))
      .then([resolved]);
    spec
      .given([requested])
      .when(command('ResolveHelpRequest', { requestId: ID, note: '' }, admin))
      .then([{ ...resolved, data: { ...resolved.data, note: null } } as HelpRequestEvent]);
  });
});

describe('a resolved help request', () => {
  it('resolving it again is refused; the hand-off again still leaves nothing', () => {
    spec
      .given([requested, resolved])
      .when(command('ResolveHelpRequest', { requestId: ID }, admin))
      .thenThrows('HELP_REQUEST.ALREADY_RESOLVED');
    spec.given([requested, resolved]).when(command('RequestHelp', ASK)).thenNothing();
  });
});
