import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve(__dirname, '../../../../locales');
const read = (language: string, file: string) => JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as object;
const flatten = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('locale files (IN-01)', () => {
  it.each(readdirSync(path.join(LOCALES, 'en')))('IN-01: de has every key of en/%s and no other', (file) => {
    expect(flatten(read('de', file)).sort()).toEqual(flatten(read('en', file)).sort());
  });

  it('IN-01: the de words the issue found English are German', () => {
    expect(read('de', 'core.json')).toMatchObject({ filter: { operation: 'Operator' } });
    expect(read('de', 'channels.json')).toMatchObject({ title: 'Kanäle' });
    expect(read('de', 'insights-content.json')).toMatchObject({ tabs: { referrer: 'Verweise' } });
  });
});
