/**
 * The LIKE pattern (escape character `\`) matching `text` anywhere: `%`, `_` and `\` in the text
 * stand for themselves, so a search for "10%" finds only "10%".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
