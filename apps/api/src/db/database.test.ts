import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test-support/databases.ts';
import { openPostgres } from './database.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('openPostgres on the Postgres server', () => {
  it('bounds statements and transactions left idle, so none holds a connection for good', async () => {
    const created = await createPostgresDatabase(serverUrl ?? '');
    const db = await openPostgres(created.databaseUrl);
    try {
      const [statement] = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(statement?.statement_timeout).toBe('10s');
      const [idle] = await db.query<{ idle_in_transaction_session_timeout: string }>(
        'SHOW idle_in_transaction_session_timeout',
      );
      expect(idle?.idle_in_transaction_session_timeout).toBe('30s');
    } finally {
      await db.close();
      await created.drop();
    }
  });
});
