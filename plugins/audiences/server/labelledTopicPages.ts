import type { LabelledPage } from './TopicClassifier';
import pages from './topicTrainingPages.json';

/**
 * The labelled demo pages (topicTrainingPages.json): news titles and descriptions written for
 * this repository, six per topic in German and six in English, keyed by the topic's English name.
 * The classifier learns all of them; the accuracy test holds a third out (splitPages).
 */
export function labelledTopicPages(): LabelledPage[] {
  return Object.entries(pages).flatMap(([topic, languages]) =>
    (['en', 'de'] as const).flatMap((language) => languages[language].map(([title, description]) => ({ topic, language, title, description }))),
  );
}
