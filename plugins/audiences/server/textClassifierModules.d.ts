// The AI-topic classifier's two libraries ship without types: what this plugin uses of them.

declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: ((input: never) => unknown)[]): number;
    learn(input: string | string[], label: string): boolean;
    consolidate(): boolean;
    /** Every label with its log2 odds, best first; [['unknown', 0]] when no token is known. */
    computeOdds(input: string | string[]): [string, number][];
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export = naiveBayesTextClassifier;
}

declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): Stemmer;
}
