import { newStemmer } from 'snowball-stemmers';

const german = newStemmer('german');
const english = newStemmer('english');

/** Words that say nothing about a topic, in both languages of the taxonomy (before stemming). */
const STOP_WORDS = new Set(
  (
    'news nachrichten home startseite ' +
    'a an and are as at be but by for from has have how in is it its of on or our the their this to was were what when where which who will with your you ' +
    'after before more new than into about over up out not all his her they we can do does also only still next ' +
    'der die das den dem des ein eine einer eines einem und oder ist sind im in am an auf aus bei mit nach vor von zu zum zur für über unter um ' +
    'es sie er wir ihr was wie wo wer auch noch nur nicht neue neuer neues neuen mehr als wird werden hat haben man sich so'
  ).split(' '),
);

/** Letters and digits in any script: a token is a run of them (so "KI-System" gives "ki" and "system"). */
const WORD = /[\p{L}\p{N}]+/gu;
const NUMBER = /^\p{N}+$/u;

/** Parts of a German compound are at least this long ("wahl" of "Landtagswahl"). */
const MIN_PART = 4;

/** A word's stems: German and English (a page's language is not reported), the English one only when it differs. */
function stems(word: string): string[] {
  const de = german.stem(word);
  const en = english.stem(word);
  return en === de ? [de] : [de, en];
}

/**
 * The tokens of a text: lower-cased words of two or more letters, numbers and stop words
 * dropped, each stemmed by the German and the English Snowball stemmer, so "Wahlen" and "Wahl"
 * meet in "wahl", "elections" and "election" in "elect". With `known` (the classifier's
 * vocabulary), a word none of whose stems it knows is also read as a German compound: the
 * known stems of its head and tail ("Landtagswahl" gives "wahl", "Torjäger" nothing).
 */
export function topicTokens(text: string, known?: (stem: string) => boolean): string[] {
  const tokens: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    if (word.length < 2 || STOP_WORDS.has(word) || NUMBER.test(word)) continue;
    const own = stems(word);
    tokens.push(...own);
    if (known && word.length >= 2 * MIN_PART && !own.some(known)) tokens.push(...compoundParts(word, known));
  }
  return tokens;
}

/** The longest known head and the longest known tail of a word, stemmed. */
function compoundParts(word: string, known: (stem: string) => boolean): string[] {
  const parts: string[] = [];
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
    const tail = stems(word.slice(cut)).filter(known);
    if (tail.length) {
      parts.push(...tail);
      break;
    }
  }
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const head = stems(word.slice(0, cut)).filter(known);
    if (head.length) {
      parts.push(...head);
      break;
    }
  }
  return parts;
}
