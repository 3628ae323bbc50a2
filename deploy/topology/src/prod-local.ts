/**
 * `pnpm prod:local`: builds the API bundle and the web build, then runs the reference topology on 127.0.0.1
 * (Postgres, the local identity provider, `TOPOLOGY_REPLICAS` API replicas (default 2), Caddy) until Ctrl-C.
 */
import { startTopology } from './stack.ts';
import { buildBundles } from './topology.ts';

const say = (line: string) => process.stdout.write(`[topology] ${line}\n`);

const replicas = Number(process.env.TOPOLOGY_REPLICAS ?? 2);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 8) {
  throw new Error(
    `TOPOLOGY_REPLICAS must be a whole number from 1 to 8, not "${process.env.TOPOLOGY_REPLICAS}"`,
  );
}

say('building the API bundle and the web build…');
await buildBundles();
const topology = await startTopology({
  replicas,
  onCode: (mail) => say(`code for ${mail.email}: ${mail.code}`),
});
const { identity } = topology;
say(`Postgres      ${topology.pg.urlOf('ditto')}`);
say(`identity      ${identity.endpoint} (pool ${identity.userPoolId})`);
for (const replica of topology.replicas) say(`${replica.name.padEnd(13)} ${replica.url}`);
say(`admin         ${identity.admin.email} / ${identity.admin.password}`);
say(`Ditto         ${topology.url}   (Ctrl-C stops everything)`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  topology.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
