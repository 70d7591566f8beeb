import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { partnerDecider, partnerStream } from '../../domain/consignment';
import { taxIdKey, taxIdTaken } from '../../domain/consignment';
import type { CommandHandler } from '../../application/handler';
import { KeyReservations, withReservedKeys, type ReservedKey } from '../../application/key-reservations';

// A partner's RFC belongs to one partner (compared trimmed, case-insensitively): partner_keys
// reserves it before the partner's command, as product_keys does a SKU. Registering or changing to
// an RFC another partner holds is refused (409, naming that partner) and appends nothing.

type RfcKey = ReservedKey<'rfc'>;

const rfcKey = (taxId: string | undefined): RfcKey | undefined =>
  taxId?.trim() ? { kind: 'rfc', key: taxIdKey(taxId), given: taxId.trim() } : undefined;

export class PartnerKeys {
  private readonly keys: KeyReservations<'rfc'>;

  constructor(
    db: Kysely<AppDatabase>,
    private readonly handler: CommandHandler,
  ) {
    this.keys = new KeyReservations(db, { table: 'partner_keys', owner: 'partner_id' }, async (partnerId, k) => {
      const { state } = await this.partner(partnerId);
      return state.status !== 'absent' && taxIdKey(state.taxId) === k.key;
    });
  }

  /** Runs the partner's command with `taxId` (when given) reserved for it; a change gives the old RFC back once it landed. */
  async withTaxId<T>(
    partnerId: string,
    taxId: string | undefined,
    send: (after: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const wanted = rfcKey(taxId);
    if (!wanted) return send(async () => {});
    const old = (await this.keys.keysOf(partnerId, 'rfc')).filter((k) => k.key !== wanted.key);
    const taken = async (k: RfcKey) => {
      const holder = await this.keys.holderOf(k);
      const { state } = holder ? await this.partner(holder) : { state: undefined };
      return taxIdTaken(k.key, state?.status === 'absent' ? undefined : state?.businessName);
    };
    return withReservedKeys(this.keys, partnerId, [wanted], taken, () =>
      send(() => this.keys.releaseUnheld(partnerId, old)),
    );
  }

  private partner(partnerId: string) {
    return this.handler.load(partnerDecider, partnerStream(partnerId));
  }
}
