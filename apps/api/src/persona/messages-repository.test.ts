import { describe, expect, it } from 'vitest';
import { testDatabaseFactories, useMigratedDatabase } from '../test-support/databases.ts';
import {
  insertMessages,
  listMessagesPage,
  listRecentMessages,
  newMessage,
  type Thread,
} from './messages-repository.ts';

describe.each(testDatabaseFactories())('message pages on $kind', (factory) => {
  const database = useMigratedDatabase(factory);
  const contents = (messages: readonly { content: string }[] | null) =>
    messages?.map((message) => message.content);

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
    expect(contents(recent)).toEqual(contents(all.slice(-20)));
  });

  it('pages backwards from a message of the thread, and refuses a message of another thread', async () => {
    const thread: Thread = { kind: 'lisa', ownerId: 'pager' };
    const all = Array.from({ length: 7 }, (_, i) => newMessage('user', `m${i}`));
    await insertMessages(database(), thread, all);
    const other = newMessage('user', 'elsewhere');
    await insertMessages(database(), { kind: 'persona', ownerId: 'pager' }, [other]);

    const newest = await listMessagesPage(database(), thread, { limit: 3 });
    expect(contents(newest)).toEqual(['m4', 'm5', 'm6']);
    const older = await listMessagesPage(database(), thread, { before: newest?.[0]?.id, limit: 3 });
    expect(contents(older)).toEqual(['m1', 'm2', 'm3']);
    const oldest = await listMessagesPage(database(), thread, { before: older?.[0]?.id, limit: 3 });
    expect(contents(oldest)).toEqual(['m0']);
    expect(await listMessagesPage(database(), thread, { before: other.id, limit: 3 })).toBeNull();
  });

  it("keeps a reply's first saved entry where the previous release reads it, during a rolling upgrade", async () => {
    const thread: Thread = { kind: 'lisa', ownerId: 'upgrader' };
    const reply = {
      ...newMessage('assistant', 'Saved both.'),
      savedEntries: [
        { id: 'e1', title: 'Physio' },
        { id: 'e2', title: 'Banjo' },
      ],
    };
    await insertMessages(database(), thread, [reply, newMessage('assistant', 'Hi.')]);
    const rows = await database().query<{ saved_entry_id: string | null }>(
      'SELECT saved_entry_id FROM messages WHERE owner_id = $1 ORDER BY created_at, id',
      ['upgrader'],
    );
    expect(rows.map((row) => row.saved_entry_id).sort()).toEqual(['e1', null]);
  });
});
