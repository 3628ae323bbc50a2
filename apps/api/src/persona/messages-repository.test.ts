import { describe, expect, it } from 'vitest';
import { testDatabaseFactories, useMigratedDatabase } from '../test-support/databases.ts';
import {
  insertMessages,
  listMessages,
  listRecentMessages,
  newMessage,
  type Thread,
} from './messages-repository.ts';

describe.each(testDatabaseFactories())('listRecentMessages on $kind', (factory) => {
  const database = useMigratedDatabase(factory);

  it("reads only a thread's newest messages, oldest first, however long it grew", async () => {
    const thread: Thread = { kind: 'persona', ownerId: 'talker' };
    const all = Array.from({ length: 25 }, (_, i) =>
      newMessage(i % 2 ? 'assistant' : 'user', `message ${i}`),
    );
    await insertMessages(database(), thread, all);
    await insertMessages(database(), { kind: 'persona', ownerId: 'someone-else' }, [
      newMessage('user', 'hi'),
    ]);

    const recent = await listRecentMessages(database(), thread, 20);
    expect(recent.map((message) => message.content)).toEqual(
      all.slice(-20).map((message) => message.content),
    );
    expect(await listMessages(database(), thread)).toHaveLength(25);
  });
});
