import { elenaEntries } from './fixtures/elena-entries.ts';
import { replyAsPersona as reply, type PersonaReplyInput } from './persona.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { collect } from './providers/types.ts';
import { createKnowledgeIndex } from './retrieval/knowledge-index.ts';
import { testEncoder, withVectors } from './testing/encoder.ts';
import { note } from './testing/notes.ts';
import { extractProfile } from './training.ts';
const profile = extractProfile(elenaEntries, new Date('2026-01-06T00:00:00.000Z'));
const provider = createEmbeddedProvider();
const embed = (t: readonly string[]) => testEncoder.embed(t);
const run = async (notes: any[], qs: string[], extra: Partial<PersonaReplyInput> = {}) => {
  const index = createKnowledgeIndex(await withVectors(notes));
  for (const message of qs) {
    const [messageVector] = await testEncoder.embed([message]);
    const r = await reply({ profile, index, history: [], message, provider, embed, ...(messageVector ? { messageVector } : {}), ...extra } as PersonaReplyInput);
    console.log(JSON.stringify(message), r.kind, '->', await collect(r.stream));
  }
};
await run([
  note('fam', 'family', 'the wife Marta is a right laugh, always singing in the kitchen. kids: Ola 12 and Kuba 8, both mad on handball.'),
  note('food', "Marta's cooking", "Marta's pierogi are the best in Gdansk, no contest."),
  note('boat', 'the boat', 'a little sailing dinghy at Puck marina, out most Sunday mornings in summer'),
], ['What does Marta do?', 'What does your missus do for a living?']);
await run([
  note('kids', 'The kids', 'Kids: Tom 8 months, Ella 3 and Sam 6. Ella loves dinosaurs.'),
  note('boat', 'the boat', 'a little sailing dinghy at Puck marina, out most Sunday mornings in summer'),
], ['How old is your youngest?', 'What does your youngest love?']);
await run([
  note('fam', 'Family', 'My parents, Ola and Kari, live in Bergen. They still keep forty apple trees.'),
], ['Where do your parents live, Bergen or Oslo?', 'Where do your parents live?']);
