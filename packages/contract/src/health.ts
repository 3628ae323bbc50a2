import { z } from 'zod';

/** `GET /health`: liveness (the process answers; no database call) and which kind of database it uses. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** Why a replica does not take traffic: still connecting and migrating, its database unreachable, or shutting down. */
export const notReadyReasons = ['starting', 'database_unavailable', 'draining'] as const;
export type NotReadyReason = (typeof notReadyReasons)[number];

/** `GET /ready` 200: the database is reachable and migrated, and the replica is not draining. */
export const readySchema = z.object({ status: z.literal('ready') });
export type Ready = z.infer<typeof readySchema>;
/** `GET /ready` 503: take this replica out of the load balancer's rotation. */
export const notReadySchema = z.object({ status: z.literal('not_ready'), reason: z.enum(notReadyReasons) });
export type NotReady = z.infer<typeof notReadySchema>;
