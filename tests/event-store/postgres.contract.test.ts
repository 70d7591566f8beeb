import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { eventStoreContract } from './contract';
import { multiStreamContract } from './contract-streams';

const open = async () => {
  const db = await createTestDatabase('es');
  const store = new PostgresEventStore(db.pool, { pollMs: 50 });
  return {
    store,
    async close() {
      await store.close();
      await db.drop();
    },
  };
};

eventStoreContract('postgres', open);
multiStreamContract('postgres', open);
