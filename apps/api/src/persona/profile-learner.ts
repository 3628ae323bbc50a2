import type { PersonaProfile } from '@ditto/contract';
import { providerFromEnv, type SentenceEncoder, trainPersona } from '@ditto/persona-engine';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { lazyTopics } from './lazy-topics.ts';
import {
  claimLearning,
  findDueOwners,
  knowledgeSnapshot,
  markLearned,
  postponeLearning,
} from './learning-repository.ts';
import { createOwnerKnowledgeCache } from './owner-knowledge.ts';
import type { ChatDependencies } from './persona-turn.ts';
import { deletePersonaProfile, savePersonaProfile } from './profile-repository.ts';

type LearnerDependencies = Pick<
  ChatDependencies,
  'db' | 'replyProvider' | 'knowledge' | 'topics' | 'encoder'
>;

/**
 * What a background learner needs, of its own: the environment's reply provider, a small cache of the owners it
 * rebuilds, and the entries' encoder (its thread does background work already; questions never wait behind it).
 */
export function learnerDependencies(db: Database, encoder: SentenceEncoder): LearnerDependencies {
  return {
    db,
    encoder,
    replyProvider: providerFromEnv(process.env),
    knowledge: createOwnerKnowledgeCache({ model: encoder.model, maxOwners: 8 }),
    topics: lazyTopics(encoder),
  };
}

/**
 * Rebuilds the owner's profile (summary, topics) from all their knowledge as it is now, stamped `at` (the moment the
 * knowledge was read), or forgets it when no entry is left. With a language model that fails, `offlineOnFailure`
 * builds the offline profile instead (the background must not keep a stale one); training asked for reports it.
 */
export async function rebuildProfile(
  deps: LearnerDependencies,
  ownerId: string,
  options: { at: Date; signal?: AbortSignal; offlineOnFailure?: boolean },
): Promise<PersonaProfile | null> {
  const [knowledge, classifier] = await Promise.all([
    deps.knowledge.get(deps.db, ownerId),
    deps.topics().catch(() => undefined),
  ]);
  const entries = knowledge.entries();
  if (entries.length === 0) {
    await deletePersonaProfile(deps.db, ownerId);
    return null;
  }
  const train = (provider?: typeof deps.replyProvider) =>
    trainPersona(entries, {
      provider,
      now: () => options.at,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(classifier ? { topics: { classifier, embedded: knowledge.embedded() } } : {}),
    });
  const profile = await train(deps.replyProvider).catch((error: unknown) => {
    if (!options.offlineOnFailure || options.signal?.aborted) throw error;
    log.error('Building a profile with the language model failed; built offline', {
      error: messageOf(error),
    });
    return train();
  });
  await savePersonaProfile(
    deps.db,
    ownerId,
    profile,
    entries.some((entry) => entry.private),
  );
  return profile;
}

/** Rebuilds stale profiles in the background: Ditto learns every knowledge change with no training asked. */
export interface ProfileLearner {
  /** Looks for stale profiles every `pollMs` from now on. */
  start(): void;
  /** One pass: rebuilds every profile that is due now (tests call it with their own clock). */
  runDue(): Promise<void>;
  /** Takes no new work, aborts a rebuild in progress (its lease expires) and resolves when it has stopped. */
  stop(): Promise<void>;
}

export type ProfileLearnerOptions = {
  deps: LearnerDependencies;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** An owner's knowledge must be this quiet before their profile is rebuilt: a burst of changes, one rebuild. */
  quietMs?: number;
  /** How often stale profiles are looked for (writes through any API instance, the claims of a stopped one). */
  pollMs?: number;
  /** How long a rebuild holds an owner before another instance may take over (an instance may die mid-way). */
  leaseMs?: number;
  /** After a failed rebuild, how long until the owner is tried again. */
  retryMs?: number;
};

/**
 * One learner per API instance. Instances share the work through the database: an owner is rebuilt by whoever
 * claims their lease (`persona_learning`), and their profile is marked learned up to the knowledge version read
 * before the rebuild, so a change made meanwhile makes the profile stale again and is learned next.
 */
export function createProfileLearner(options: ProfileLearnerOptions): ProfileLearner {
  const { deps } = options;
  const now = () => new Date((options.now ?? Date.now)());
  const quietMs = options.quietMs ?? 1_500;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const retryMs = options.retryMs ?? 60_000;
  const aborts = new AbortController();
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const learn = async (ownerId: string) => {
    const at = now();
    if (!(await claimLearning(deps.db, ownerId, at, new Date(at.getTime() + leaseMs)))) return;
    try {
      const snapshot = await knowledgeSnapshot(deps.db, ownerId);
      await rebuildProfile(deps, ownerId, { at: snapshot.at, signal: aborts.signal, offlineOnFailure: true });
      await markLearned(deps.db, ownerId, snapshot.version);
    } catch (error) {
      if (aborts.signal.aborted) return;
      log.error('Learning a profile failed, trying again later', { error: messageOf(error) });
      await postponeLearning(deps.db, ownerId, new Date(now().getTime() + retryMs));
    }
  };

  const runDue = async () => {
    const due = await findDueOwners(deps.db, {
      now: now(),
      quietMs,
      model: deps.encoder.model.id,
      limit: 20,
    });

    for (const ownerId of due) {
      if (aborts.signal.aborted) return;
      await learn(ownerId);
    }
  };

  // A database outage fails every look: logged when it begins, not every `pollMs`.
  let failing = false;
  const tick = () => {
    running = runDue()
      .then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          if (!aborts.signal.aborted && !failing)
            log.error('Looking for profiles to learn failed', { error: messageOf(error) });
          failing = true;
        },
      )
      .finally(() => {
        running = undefined;
        if (aborts.signal.aborted) return;
        timer = setTimeout(tick, pollMs);
        timer.unref();
      });
  };

  return {
    start() {
      if (timer || running || aborts.signal.aborted) return;
      tick();
    },
    runDue,
    async stop() {
      aborts.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
