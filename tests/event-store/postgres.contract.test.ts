import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { eventStoreContract } from './contract';

eventStoreContract('postgres', async () => {
  const db = await createTestDatabase('es');
  const store = new PostgresEventStore(db.pool, { pollMs: 50 });
  return {
    store,
    async close() {
      await store.close();
      await db.drop();
    },
  };
});
