/**
 * The whole reference topology on 127.0.0.1: Postgres, the identity provider (in this process), N replicas, Caddy.
 * `pnpm prod:local` runs it until Ctrl-C; the topology test drives it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPrivatePostgres,
  findPostgresBin,
  freePort,
  type PrivatePostgres,
} from '@ditto/api/private-postgres';
import { type IdentityProvider, type MailboxEntry, startIdentityProvider } from '@ditto/local-cognito';
import {
  type Caddy,
  prepareWebRoot,
  type Replica,
  replicaEnv,
  startCaddy,
  startReplica,
  waitReady,
} from './topology.ts';

export interface Topology {
  dir: string;
  url: string;
  pg: PrivatePostgres;
  /** The main server's directory, owned by the account that runs it (a dump can be written there). */
  pgDir: string;
  /** Another private Postgres server, stopped and removed with the topology. */
  newPostgres(): Promise<{ server: PrivatePostgres; dir: string }>;
  identity: IdentityProvider;
  caddy: Caddy;
  replicas: Replica[];
  /** Starts a replica named `name` on `port` (a free one by default) and `databaseUrl` (the main database by default). */
  startReplica(name: string, options?: { port?: number; databaseUrl?: string }): Promise<Replica>;
  /** Starts the `index`th replica again on its own port, after it stopped, and replaces it in `replicas`. */
  restart(index: number): Promise<Replica>;
  /** Stops everything and removes the temp dirs; `keepLogs` leaves `dir` (the replicas' and Caddy's logs). */
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}

export async function startTopology(options: {
  replicas: number;
  /** Called for every code the identity provider emails. */
  onCode?: (mail: MailboxEntry) => void;
}): Promise<Topology> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ditto-topology-'));
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async (stopOptions: { keepLogs?: boolean } = {}) => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error(error));
    if (!stopOptions.keepLogs) await rm(dir, { recursive: true, force: true });
  };
  try {
    const bin = await findPostgresBin();
    if (!bin) {
      throw new Error('No Postgres server binaries (/usr/lib/postgresql/*/bin): apt-get install postgresql');
    }
    // Each server in a temp dir of its own right under the temp root: it runs as `postgres` when we are root.
    const newPostgres = async () => {
      const pgDir = await mkdtemp(path.join(tmpdir(), 'ditto-topology-pg-'));
      stops.push(() => rm(pgDir, { recursive: true, force: true }));
      const server = await createPrivatePostgres(bin, pgDir);
      // A server the caller already stopped is fine.
      stops.push(() => server.stop().catch(() => undefined));
      return { server, dir: pgDir };
    };
    const { server: pg, dir: pgDir } = await newPostgres();
    await pg.runTool('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'ditto']);
    const databaseUrl = pg.urlOf('ditto');

    const identity = await startIdentityProvider({
      dataDir: path.join(dir, 'identity'),
      ...(options.onCode ? { onCode: options.onCode } : {}),
    });
    stops.push(() => identity.stop());

    const [port, adminPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    const webRoot = await prepareWebRoot(path.join(dir, 'web'), identity);

    const replicas: Replica[] = [];
    // Every replica ever launched (cold starts, restarts...), stopped together: each drains for seconds.
    const launched: Replica[] = [];
    stops.push(() => Promise.all(launched.map((replica) => replica.stop())));
    const launch = async (name: string, replicaOptions: { port?: number; databaseUrl?: string } = {}) => {
      const env = replicaEnv({
        port: replicaOptions.port ?? (await freePort()),
        databaseUrl: replicaOptions.databaseUrl ?? databaseUrl,
        identity,
        siteUrl: url,
      });
      const replica = await startReplica(name, env, path.join(dir, `${name}.log`));
      launched.push(replica);
      return replica;
    };
    for (let i = 0; i < options.replicas; i++) replicas.push(await launch(`replica-${i + 1}`));
    await Promise.all(replicas.map((replica) => waitReady(replica)));

    const caddy = await startCaddy({
      port,
      adminPort,
      webRoot,
      upstreams: replicas.map((replica) => `127.0.0.1:${replica.port}`),
      dir: path.join(dir, 'caddy'),
    });
    stops.push(() => caddy.stop());

    return {
      dir,
      url,
      pg,
      pgDir,
      newPostgres,
      identity,
      caddy,
      replicas,
      startReplica: launch,
      async restart(index) {
        const old = replicas[index];
        if (!old) throw new Error(`No replica ${index}`);
        const replica = await launch(old.name, { port: old.port });
        replicas[index] = replica;
        return replica;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
