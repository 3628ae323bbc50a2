import nlp from 'compromise';

/** A word as compromise tags it. */
export interface TaggedTerm {
  text: string;
  normal: string;
  tags: string[];
  pre: string;
  post: string;
}

/** A text's words as compromise tags them, in order. */
export function taggedTerms(text: string): TaggedTerm[] {
  return (nlp(text).json() as Array<{ terms: TaggedTerm[] }>).flatMap((sentence) => sentence.terms);
}

/** compromise's word list: each word it knows, with its tag ("grew": "PastTense", "happy": "Adjective"). */
export const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[] | undefined> } })
  .one.lexicon;
