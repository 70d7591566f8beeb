import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_CONFIG, SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { createBot } from '../../read-api/bot/bot';
import type { BotLang } from '../../read-api/bot/contract';
import { shopSettings } from '../../read-api/shared/shop-settings';
import { listPlans } from '../../read-api/subscriptions/queries/subscriptions';
import { CUSTOMER, GUEST_ASKER, OTHER, openBotShop, type BotShop } from './bot-shop';

// The rules no evaluation score may hide: another customer's order is never told, a hand-off reaches
// staff once with the conversation, the reply's language follows the question's, markup and long
// texts get plain bounded words, the look-ups read the read models, and the subscriptions flag; a
// session's language outlasts messages of unclear language, and plan questions get the plan book.

let s: BotShop;
beforeAll(async () => {
  s = await openBotShop('bot_rules');
}, 240_000);
afterAll(async () => s?.close());

describe('the rules', () => {
  it('tells another customer nothing of an order that is not theirs, and a guest nothing at all', async () => {
    const o = s.orders.get('cumple-ana')!;
    const unknown = await s.ask('¿Cómo va el pedido P-1999-9999?', 'es', OTHER);
    for (const text of [`¿Cómo va el pedido ${o.number}?`, `¿Cómo va el pedido ${o.trackingCode}?`]) {
      const a = await s.ask(text, 'es', OTHER);
      // The same words as for a number nobody holds: the order's existence is not confirmed.
      expect(a.reply).toBe(unknown.reply);
      expect(a.actions).toEqual([]);
      expect(a.context.orderId).toBeUndefined();
    }
    expect(await s.bot.orderInfo(o.id, OTHER)).toBeNull();
    expect(await s.bot.orderInfo(o.id, GUEST_ASKER)).toBeNull();
    expect(await s.bot.orderInfo(o.id, CUSTOMER)).toMatchObject({
      orderId: o.id,
      status: o.status,
      total: o.totalCents / 100,
    });
  });

  it('passes a hand-off message to staff once, with the conversation so far', async () => {
    const guest = GUEST_ASKER;
    const asked = await s.ask('quiero hablar con una persona', 'es', guest, { sessionId: 's-handoff' });
    expect(asked.context.awaiting).toBe('handoff');
    expect(asked.reply).toContain('correo o teléfono'); // a guest leaves a way to be answered
    const history = [
      { from: 'user' as const, text: 'quiero hablar con una persona', at: '2026-11-26T15:00:00.000Z' },
      { from: 'bot' as const, text: asked.reply, at: '2026-11-26T15:00:01.000Z' },
    ];
    const message = 'Quiero cambiar la dirección de entrega. Mi correo: ana@example.com';
    const before = s.handOffs.length;
    const passed = await s.ask(message, 'es', guest, { sessionId: 's-handoff', context: asked.context, history });
    expect(s.handOffs.slice(before)).toEqual([
      { asker: guest, sessionId: 's-handoff', lang: 'es', message, transcript: history },
    ]);
    expect(passed.reply).toContain('He pasado tu mensaje al equipo');
    expect(passed.context.awaiting).toBeUndefined();

    const cancelled = await s.ask('cancelar', 'es', guest, { sessionId: 's-handoff', context: asked.context, history });
    expect(cancelled.context.awaiting).toBeUndefined();
    expect(s.handOffs.length).toBe(before + 1);
  });

  it('answers in the language the question is written in, if it is English or Spanish', async () => {
    const english = await s.ask('Do you have any sunflowers in stock today?', 'es');
    expect(english.lang).toBe('en');
    expect(english.reply).toMatch(/^Yes, this is what we have/);
    const spanish = await s.ask('¿Tienen girasoles disponibles para hoy?', 'en');
    expect(spanish.lang).toBe('es');
    expect(spanish.reply).toMatch(/^Sí, esto tenemos/);
    // One word says little of a language: understood in the other, it is still answered in the session's.
    expect(await s.ask('gracias', 'en')).toMatchObject({ intent: 'thanks', lang: 'en' });
    // One word that could be either: the turn's language stays.
    expect((await s.ask('ok', 'en')).lang).toBe('en');
    expect((await s.ask('ok', 'es')).lang).toBe('es');
  });

  it('keeps a Spanish session in Spanish through 20 messages of unclear language', async () => {
    // Words either language uses, other-language fillers, gibberish, numbers, emoji and mixtures: none
    // says clearly that the person switched. Each turn carries the language the last reply gave, as the
    // widget does, so one English reply would flip the rest.
    const unclear = [
      'ok',
      'hmm',
      'what?',
      'thanks',
      'ok thanks',
      'hi',
      'help',
      'good',
      'nice',
      'lol',
      'mmm ok',
      'asdf qwer',
      'qwerty uiop asdf',
      'x y z',
      '???',
      '👍🌹',
      '33131',
      'super cool',
      'ok gracias thanks',
      'Freedom Vendela Explorer',
    ];
    expect(unclear).toHaveLength(20);
    let lang: BotLang = 'es';
    const english: string[] = [];
    for (const text of unclear) {
      const a = await s.ask(text, lang, CUSTOMER, { sessionId: 's-unclear' });
      if (a.lang !== 'es') english.push(`${text} → ${a.reply}`);
      lang = a.lang;
    }
    expect(english).toEqual([]);
    // A clear switch is still followed.
    expect((await s.ask('Can you tell me which flowers you have today?', lang)).lang).toBe('en');
  });

  it('answers plan questions with the subscription plans of the read model, in either language', async () => {
    // The plans read model as the plans page reads it (the plan book's stored plans over its defaults).
    const { items: plans } = await listPlans(s.db, false);
    expect(plans).toHaveLength(3);
    const { locale, currency } = (await shopSettings(s.shop.store)).areas.inventory;
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const money = (pesos: number) => format.format(pesos);
    const every = {
      es: {
        weekly: 'por entrega, cada semana',
        biweekly: 'por entrega, cada dos semanas',
        monthly: 'por entrega, cada mes',
      },
      en: {
        weekly: 'per delivery, every week',
        biweekly: 'per delivery, every two weeks',
        monthly: 'per delivery, every month',
      },
    };
    const asked: [string, BotLang][] = [
      ['what plans do you have?', 'en'],
      ['¿qué planes tienen?', 'es'],
      ['What plans do you have?', 'es'],
      ['subscription plans', 'en'],
      ['planes de suscripción', 'es'],
      ['Do you have any plans?', 'en'],
    ];
    for (const [text, lang] of asked) {
      const a = await s.ask(text, lang);
      expect(a.intent, text).toBe('subscription.plans');
      const replyIn = text === 'What plans do you have?' ? 'en' : lang; // clearly English in a Spanish chat
      expect(a.lang, text).toBe(replyIn);
      for (const p of plans)
        expect(a.reply, text).toContain(`• ${p.name}: ${money(p.price)} ${every[replyIn][p.frequency]}`);
      expect(a.reply.match(/^• /gm), text).toHaveLength(3);
      expect(a.actions, text).toEqual([expect.objectContaining({ type: 'subscription' })]);
    }
  });

  it('answers markup, control characters and long texts in plain words, echoing at most a bounded phrase', async () => {
    const markup = await s.ask('<script>alert(1)</script> ¿tienen rosas?\u0000', 'es');
    expect(markup.intent).toBe('product.search');
    expect(markup.reply).not.toMatch(/[<>]/);
    expect(markup.reply).not.toContain('\u0000');
    const long = `${'rosas rojas tulipanes girasoles '.repeat(15)}`.slice(0, 500);
    const a = await s.ask(long, 'es');
    expect(a.reply).not.toContain(long.slice(0, 100));
    expect((a.context.lastQuery ?? '').length).toBeLessThanOrEqual(60);
  });

  it('looks up products, searches and zones as the read models and the zone book hold them', async () => {
    const { query, results } = await s.bot.searchProducts('red roses');
    expect(query).toBe('red roses');
    const row = await s.db
      .selectFrom('inventory_products')
      .selectAll()
      .where('name', '=', 'Rosa roja Freedom (docena)')
      .executeTakeFirstOrThrow();
    expect(results).toContainEqual(
      expect.objectContaining({
        productId: row.id,
        price: Number(row.price_cents) / 100,
        inStock: row.current_stock > 0,
      }),
    );
    expect(await s.bot.productInfo(row.id)).toMatchObject({ name: row.name, availableColors: ['rojo'] });
    const inactive = await s.db
      .selectFrom('inventory_products')
      .select('id')
      .where('status', '<>', 'active')
      .executeTakeFirstOrThrow();
    expect(await s.bot.productInfo(inactive.id)).toBeNull();
    expect(await s.bot.zoneInfo('brickell')).toMatchObject({
      name: 'Brickell',
      deliveryFee: 7,
      zipCodes: ['33129', '33131'],
      cutoffTime: '14:00',
    });
    expect(await s.bot.zoneInfo('atlantis')).toBeNull();
  });

  it("dates the first delivery of an order placed now by the shop's clock", async () => {
    // Saturday 28 November 2026, 15:00 in Miami: past the 14:00 cutoff, and no delivery on Sunday.
    const now = () => new Date('2026-11-28T20:00:00Z');
    const bot = await createBot({ db: s.db, store: s.shop.store, handOff: async () => {}, now });
    const turn = { lang: 'es' as const, asker: CUSTOMER, sessionId: 's-clock', context: {}, history: [] };
    expect((await bot.reply({ ...turn, text: '¿Entregan en el 33131?' })).reply).toContain(
      'un pedido hecho ahora puede llegar desde el lunes, 30 de noviembre de 2026',
    );
  });

  it('says subscriptions are not offered once the admin switches them off', async () => {
    const id = randomUUID();
    const flags = { ...DEFAULT_SYSTEM_CONFIG.flags, enableSubscriptions: false };
    await s.shop.command.commands.handle(
      settingsDecider,
      SETTINGS_STREAM,
      { type: 'ConfigureSystem', data: { ...DEFAULT_SYSTEM_CONFIG, flags } },
      { commandId: id, correlationId: id, actor: { userId: 'u-owner', roles: ['owner'] } },
    );
    const a = await s.ask('¿Tienen planes de suscripción?', 'es');
    expect(a.intent).toBe('subscription.plans');
    expect(a.reply).toBe('Por ahora no ofrecemos suscripciones.');
    expect(a.actions).toEqual([]);
  });
});
