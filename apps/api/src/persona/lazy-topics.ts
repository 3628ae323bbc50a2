import { createTopicClassifier, type SentenceEncoder, type TopicClassifier } from '@ditto/persona-engine';

/** One classifier per encoder in the process: the chat routes and the background learner share it. */
const classifiers = new WeakMap<SentenceEncoder, Promise<TopicClassifier>>();

/** Lisa's topics, embedded with `encoder` on first use (again after a failure). */
export function lazyTopics(encoder: SentenceEncoder): () => Promise<TopicClassifier> {
  return () => {
    let topics = classifiers.get(encoder);
    if (!topics) {
      topics = createTopicClassifier(encoder).catch((error: unknown) => {
        classifiers.delete(encoder);
        throw error;
      });
      classifiers.set(encoder, topics);
    }
    return topics;
  };
}
