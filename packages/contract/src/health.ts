import { z } from 'zod';

/** `GET /health`: liveness plus the database's reachability. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
