import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { ChatContext, ChatLine } from '../contract';
import { chatContextSchema } from '../query-schemas';

// The bot's memory between turns (table bot_conversations, migration 2026-11-26-01): per user and
// session, so a guest's session id opens nothing of a signed-in customer's, and two tabs of one user
// keep two conversations. Kept in Postgres rather than in the process so any read-api instance can
// answer the next turn. Bounded: the last HISTORY_LINES lines, each as the contract bounds it.

/** Lines kept per conversation: enough for a hand-off's transcript, never a growing row. */
export const HISTORY_LINES = 20;
/** A conversation silent this long is forgotten (swept on the way, at most once a minute). */
export const FORGET_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

export interface Conversation {
  context: ChatContext;
  history: ChatLine[];
}

const EMPTY: Conversation = { context: {}, history: [] };

/** What was stored, read defensively: a row from an older shape reads as a fresh conversation. */
function fromRow(row: { context: unknown; history: unknown } | undefined): Conversation {
  if (!row) return EMPTY;
  const context = chatContextSchema.safeParse(row.context);
  const history = Array.isArray(row.history) ? (row.history as ChatLine[]) : [];
  return { context: context.success ? context.data : {}, history };
}

export class Conversations {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async load(userId: string, sessionId: string): Promise<Conversation> {
    const row = await this.db
      .selectFrom('bot_conversations')
      .select(['context', 'history'])
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return fromRow(row);
  }

  /**
   * Records a turn: the context the bot answered with and the conversation with the turn's lines,
   * the last HISTORY_LINES of it. Two turns of one session at once: the later write stands.
   */
  async save(userId: string, sessionId: string, context: ChatContext, history: readonly ChatLine[]): Promise<void> {
    const kept = JSON.stringify(history.slice(-HISTORY_LINES));
    await this.db
      .insertInto('bot_conversations')
      .values({ user_id: userId, session_id: sessionId, context: JSON.stringify(context), history: kept })
      .onConflict((oc) =>
        oc.columns(['user_id', 'session_id']).doUpdateSet({
          context: (eb) => eb.ref('excluded.context'),
          history: (eb) => eb.ref('excluded.history'),
          updated_at: sql`now()`,
        }),
      )
      .execute();
    await this.sweep();
  }

  /** Spec 4's reset: the conversation and its context are gone. */
  async forget(userId: string, sessionId: string): Promise<void> {
    await this.db
      .deleteFrom('bot_conversations')
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .execute();
  }

  private async sweep(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db
      .deleteFrom('bot_conversations')
      .where('updated_at', '<', new Date(now - FORGET_AFTER_MS))
      .execute();
  }
}
