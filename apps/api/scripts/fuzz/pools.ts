/**
 * Ids and cursors the server handed out, for the requests that want real ones: a generated case names a pool value
 * by index (`{ known: n }`), resolved against these pools when it is sent.
 */
import type { RouteName } from '@ditto/contract';
import type { Accounts } from './accounts.ts';
import type { NamedRoute } from './cases/types.ts';

/** The newest values only: old ones are likely deleted by now. */
const MAX_POOL = 200;

function remember(pool: string[], ...values: Array<string | null | undefined>): void {
  for (const value of values) {
    if (typeof value !== 'string' || pool.includes(value)) continue;
    pool.push(value);
    if (pool.length > MAX_POOL) pool.shift();
  }
}

/** The `key` of each item of `items`, when it is a list. */
const idsOf = (items: unknown, key = 'id') =>
  Array.isArray(items) ? items.map((item) => (item as Record<string, unknown>)?.[key] as string) : [];

export class Pools {
  readonly knowledgeIds: string[] = [];
  readonly shareIds: string[] = [];
  readonly listedUserIds: string[] = [];
  /** `nextCursor`s by route. */
  readonly cursors = new Map<string, string[]>();
  /** Message ids by conversation path (`/persona/messages`, ...). */
  readonly messageIds = new Map<string, string[]>();

  constructor(private readonly accounts: Accounts) {}

  param(route: RouteName, name: string): string[] {
    const { user, owner, target, admin } = this.accounts;
    if (name === 'id') return route === 'deleteShare' ? this.shareIds : this.knowledgeIds;
    if (name === 'ownerId') return [owner.userId, owner.userId, user.userId, admin.userId];
    // Accounts the run may disable or promote: never the fuzzing user or the persona shared with it.
    if (route === 'updateAdminUser') return [target.userId, target.userId, admin.userId];
    return [user.userId, owner.userId, target.userId, admin.userId, ...this.listedUserIds];
  }

  query(route: NamedRoute, key: string): string[] {
    if (key === 'cursor') return this.cursors.get(route.name) ?? [];
    if (key === 'before') return this.messageIds.get(route.path) ?? [];
    return [];
  }

  /** Keeps what a successful answer tells of ids and cursors. */
  harvest(route: NamedRoute, status: number, body: unknown): void {
    if (status >= 300 || !body || typeof body !== 'object') return;
    const value = body as Record<string, unknown>;
    if (typeof value.nextCursor === 'string') remember(this.pool(this.cursors, route.name), value.nextCursor);
    const messages = this.pool(this.messageIds, route.path);
    remember(messages, ...idsOf(value.messages));
    for (const key of ['userMessage', 'reply'])
      remember(messages, (value[key] as { id?: string } | undefined)?.id);
    this.harvestIds(route.name, value);
  }

  private pool(map: Map<string, string[]>, key: string): string[] {
    const pool = map.get(key) ?? [];
    map.set(key, pool);
    return pool;
  }

  /** Entry, share and user ids, from the routes that create or list them. */
  private harvestIds(route: RouteName, value: Record<string, unknown>): void {
    switch (route) {
      case 'createKnowledgeEntry':
      case 'updateKnowledgeEntry':
        remember(this.knowledgeIds, value.id as string);
        break;
      case 'importKnowledge':
        remember(this.knowledgeIds, ...idsOf(value.created));
        break;
      case 'listKnowledge':
        remember(this.knowledgeIds, ...idsOf(value.entries));
        break;
      case 'sendLisaMessage':
        remember(this.knowledgeIds, ...idsOf(value.createdEntries));
        break;
      case 'createShare':
        remember(this.shareIds, value.id as string);
        break;
      case 'listShares':
        remember(this.shareIds, ...idsOf(value.shares));
        break;
      case 'listAdminUsers':
        remember(this.listedUserIds, ...idsOf(value.users, 'userId'));
        break;
    }
  }
}
