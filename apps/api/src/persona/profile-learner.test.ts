import { createEmbeddedProvider, createOpenAICompatibleProvider } from '@ditto/persona-engine';
import { createSentenceEncoder } from '@ditto/persona-engine/local-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingBackfill, type EmbeddingBackfill } from '../knowledge/embedding-backfill.ts';
import { deleteKnowledgeEntry, insertKnowledgeEntry, updateKnowledgeEntry } from '../knowledge/repository.ts';
import { testDatabaseFactories, useMigratedDatabase } from '../test-support/databases.ts';
import { startFakeModel, streamTexts } from './chat-test-support.ts';
import { lazyTopics } from './lazy-topics.ts';
import { claimLearning } from './learning-repository.ts';
import { createOwnerKnowledgeCache } from './owner-knowledge.ts';
import { createProfileLearner, type ProfileLearner } from './profile-learner.ts';
import { findPersonaProfile } from './profile-repository.ts';

const encoder = createSentenceEncoder();
const MODEL_PROFILE = {
  summary: 'I sail and bake.',
  topics: ['hobbies'],
  facts: ['I sail.'],
  style: 'Short.',
};
const QUIET_MS = 2_000;

describe.each(testDatabaseFactories())('the profile learner on $kind (a fake clock)', (factory) => {
  const database = useMigratedDatabase(factory);
  let backfill: EmbeddingBackfill;
  let learner: ProfileLearner;
  let clock = 0;
  beforeAll(() => {
    const db = database();
    backfill = createEmbeddingBackfill({ db, encoder, settleMs: 20_000 });
    learner = createProfileLearner({
      deps: {
        db,
        encoder,
        replyProvider: createEmbeddedProvider(),
        knowledge: createOwnerKnowledgeCache({ model: encoder.model }),
        topics: lazyTopics(encoder),
      },
      now: () => clock,
      quietMs: QUIET_MS,
    });
  });
  afterAll(async () => {
    await learner?.stop();
    await backfill?.stop();
  });

  const add = async (ownerId: string, title: string) => {
    const entry = await insertKnowledgeEntry(database(), ownerId, {
      title,
      content: `${title}.`,
      source: 'note',
      private: false,
    });
    if (!entry) throw new Error('not stored');
    return entry;
  };
  const embedded = async (ownerId: string) => {
    backfill.kick();
    await backfill.settle(ownerId);
  };
  /** When the owner's knowledge last changed, in the database's time, rounded up to the clock's milliseconds. */
  const lastChange = async (ownerId: string) => {
    const [row] = await database().query<{ ms: string }>(
      'SELECT ceil(extract(epoch FROM changed_at) * 1000)::text AS ms FROM knowledge_versions WHERE owner_id = $1',
      [ownerId],
    );
    return Number(row?.ms);
  };
  const profile = (ownerId: string) => findPersonaProfile(database(), ownerId);

  it('rebuilds once after a burst of changes, when the knowledge has been quiet for quietMs', async () => {
    await add('burst', 'I sail');
    await add('burst', 'I bake bread');
    await add('burst', 'I teach maths');
    await embedded('burst');
    const quietSince = await lastChange('burst');

    clock = quietSince + QUIET_MS - 1;
    await learner.runDue();
    expect(await profile('burst')).toBeNull();

    clock = quietSince + QUIET_MS;
    await learner.runDue();
    const built = await profile('burst');
    expect(built?.sourceCount).toBe(3);

    clock += 60_000;
    await learner.runDue();
    expect((await profile('burst'))?.extractedAt).toBe(built?.extractedAt);
  });

  it('waits again after each change, and learns an edit and a delete', async () => {
    const sail = await add('edits', 'I sail');
    const bread = await add('edits', 'I bake bread');
    await embedded('edits');
    clock = (await lastChange('edits')) + QUIET_MS;
    await learner.runDue();
    const first = await profile('edits');
    expect(first?.sourceCount).toBe(2);

    await updateKnowledgeEntry(database(), 'edits', sail.id, {
      title: 'I sail dinghies',
      content: 'Small ones.',
    });
    await embedded('edits');
    clock = (await lastChange('edits')) + QUIET_MS - 1;
    await learner.runDue();
    expect((await profile('edits'))?.extractedAt).toBe(first?.extractedAt);

    await deleteKnowledgeEntry(database(), 'edits', bread.id);
    clock = (await lastChange('edits')) + QUIET_MS;
    await learner.runDue();
    const relearned = await profile('edits');
    expect(relearned?.sourceCount).toBe(1);
    expect(relearned?.facts.join(' ')).not.toContain('bread');
  });

  it('holds the rebuild while an entry waits for its embedding', async () => {
    await add('waiting', 'I run marathons');
    clock = (await lastChange('waiting')) + 10 * QUIET_MS;
    await learner.runDue();
    expect(await profile('waiting')).toBeNull();

    await embedded('waiting');
    clock = (await lastChange('waiting')) + QUIET_MS;
    await learner.runDue();
    expect((await profile('waiting'))?.sourceCount).toBe(1);
  });

  it('lets one instance rebuild an owner at a time, and another take over once the lease expires', async () => {
    await add('leased', 'I keep bees');
    await embedded('leased');
    const now = new Date(1_000_000);
    const until = new Date(now.getTime() + 120_000);
    expect(await claimLearning(database(), 'leased', now, until)).toBe(true);
    expect(await claimLearning(database(), 'leased', new Date(now.getTime() + 119_999), until)).toBe(false);
    const later = new Date(until.getTime() + 1);
    expect(await claimLearning(database(), 'leased', later, new Date(later.getTime() + 120_000))).toBe(true);
  });

  it('has two instances on one database rebuild an owner once: the lease and the learned version decide', async () => {
    const model = await startFakeModel(streamTexts([JSON.stringify(MODEL_PROFILE)]));
    try {
      const instance = () =>
        createProfileLearner({
          deps: {
            db: database(),
            encoder,
            replyProvider: createOpenAICompatibleProvider({ baseUrl: model.baseUrl, model: 'm' }),
            knowledge: createOwnerKnowledgeCache({ model: encoder.model }),
            topics: lazyTopics(encoder),
          },
          now: () => clock,
          quietMs: QUIET_MS,
        });
      const replicas = [instance(), instance()];
      // The other owners of this file are learned first: only this one is left for the two instances.
      clock = Date.now() + 3_600_000;
      await learner.runDue();
      await add('replicas', 'I sail');
      await add('replicas', 'I bake bread');
      await embedded('replicas');
      clock = (await lastChange('replicas')) + QUIET_MS;
      await Promise.all(replicas.map((replica) => replica.runDue()));
      await Promise.all(replicas.map((replica) => replica.runDue()));
      expect(model.requests()).toBe(1);
      expect((await profile('replicas'))?.summary).toBe(MODEL_PROFILE.summary);
      await Promise.all(replicas.map((replica) => replica.stop()));
    } finally {
      await model.stop();
    }
  });
});
