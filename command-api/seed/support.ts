import { v5 as uuidv5 } from 'uuid';
import { helpRequestDecider, helpRequestStream } from '../../domain/support';
import { DEMO_USERS } from '../../infra/demo/users';
import { demoUserId } from './users';
import type { CommandHandler } from '../../application/handler';

// The demo shop's one open help request (FLORA_SEED_DEMO=1): the demo client asked Flora Bot for a
// person about a delivery address, so /admin/help-requests and the landings' count have something to
// show before anyone switches the bot on. A fixed id: a restart adds nothing twice (the decider
// answers a second RequestHelp on the stream with no event).

const NAMESPACE = '3c1e7a52-9b0d-4f6e-8a24-6d5f0b1c2e97';
const client = DEMO_USERS.find((u) => u.role === 'client')!;

export async function seedDemoHelpRequests(handler: CommandHandler, now = new Date()): Promise<{ requests: number }> {
  const requestId = uuidv5('help-request:direccion', NAMESPACE);
  const userId = demoUserId(client.email);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const commandId = uuidv5(`request:${requestId}`, NAMESPACE);
  const outcome = await handler.handle(
    helpRequestDecider,
    helpRequestStream(requestId),
    {
      type: 'RequestHelp',
      data: {
        requestId,
        requester: { userId, name: client.name, contact: client.email },
        channel: 'bot',
        sessionId: 'demo-session',
        lang: 'es',
        message: '¿Puedo cambiar la dirección de entrega de mi pedido de mañana? Ahora es a mi oficina.',
        transcript: [
          { from: 'user', text: 'Quiero hablar con una persona', at: at(3) },
          {
            from: 'bot',
            text: 'Claro. Escribe el mensaje que quieres que le pase al equipo y te responderán.',
            at: at(3),
          },
        ],
      },
    },
    { commandId, correlationId: commandId, actor: { userId, roles: ['client'] }, deviceId: 'demo-seed' },
  );
  return { requests: outcome.appendedByThisCommand ? 1 : 0 };
}
