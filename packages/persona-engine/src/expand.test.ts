import { describe, expect, it } from 'vitest';
import { createQueryExpander } from './expand.ts';

const expand = createQueryExpander();
const importance = (question: string) =>
  Object.fromEntries(expand(question).concepts.map((concept) => [concept.word, concept.importance]));

describe('createQueryExpander: how much each concept of a question counts', () => {
  it('counts people most, things fully and actions little', () => {
    expect(importance('Where does your sister live?')).toEqual({ sister: 2, live: 0.3 });
    expect(importance('What car do you drive?')).toEqual({ car: 1, drive: 0.3 });
  });

  it('counts a person named by a phrase as a person', () => {
    expect(importance('Where does your little sister live?')).toEqual({ 'little sister': 2, live: 0.3 });
  });

  it('counts a quality asked about as fully as the thing it qualifies', () => {
    expect(importance('Do you like spicy food?')).toMatchObject({ spicy: 1, food: 1 });
  });
});
