import { ApiError } from '../../../../core/client/api/ApiError';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { TERM_FIELD_NAMES } from '../../../../core/common/events';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';
import { ApiError as ServerApiError } from '../../../../core/server/http/ApiError';
import { validateInput } from '../../../../core/server/http/validateInput';
import { dashboardSchema } from '../../../../plugins/realtime/common/dashboardSchema';

const context = { cardComponents: new Set(['UsersCard']) };
const card = { i: '1', component: 'UsersCard', x: 0, y: 0, w: 4, h: 3 };
const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`);

/** The field messages of the server's 422 for a dashboard body (no translator bound: English). */
async function serverErrors(body: unknown): Promise<Record<string, string[]>> {
  try {
    await validateInput(dashboardSchema, body, context);
    return {};
  } catch (err) {
    if (!(err instanceof ServerApiError)) throw err;
    return err.errors ?? {};
  }
}

/** The same errors as the client reads them from the 422 reply. */
const clientErrors = (errors: Record<string, string[]>) => ApiError.fromReply(422, { status: 'error', error: 'validation_failed', message: 'Invalid value', errors }).fieldErrors;

describe('input-limit and dashboard messages in the interface language (ER-10, IN-01, issue 13)', () => {
  afterEach(() => setValidationTranslator(undefined));

  it('ER-10, IN-01: a NUL character in a dashboard name is refused in English by the server and read in German by the client, from the same template', async () => {
    const server = await serverErrors({ name: 'Sport\u0000', grid: [] });
    expect(server).toEqual({ name: ['name may not contain a NUL character.'] });
    // Worded by the shared schema itself (the field as the dashboard names it), e.g. where no input walk ran first.
    await expect(dashboardSchema.validate({ name: 'Sport\u0000' })).rejects.toThrow('Name may not contain a NUL character.');

    const i18n = await createI18n({ language: 'de', namespaces: ['realtime'], load: loadLocale });
    bindTranslators(i18n);
    expect(clientErrors(server)).toEqual({ name: ['Name darf kein NUL-Zeichen enthalten.'] });
    await expect(dashboardSchema.validate({ name: 'Sport\u0000' })).rejects.toThrow('Name darf kein NUL-Zeichen enthalten.');
    await i18n.changeLanguage('en');
    expect(clientErrors(server)).toEqual({ name: ['Name may not contain a NUL character.'] });
  });

  it('ER-10, IN-01: every input-limit and dashboard field message has a template the client translates', async () => {
    const bodies: unknown[] = [
      '\u0000',
      { name: 'ok', filter: { page: 'x\ud800' } },
      { name: 'ok', filter: { channel: Number.POSITIVE_INFINITY } },
      { name: 'ok', grid: [{ ...card, params: nested(20) }] },
      {
        name: ' ',
        grid: [{ ...card, i: 'x', component: 'EvilCard', params: [1] }, { ...card, i: '2', component: '1x', w: undefined, params: { t: 'x'.repeat(9000) } }],
        filter: { domain: 5, terms: [{ field: 'nope', value: {} }] },
      },
      { name: 'ok', grid: Array.from({ length: 101 }, (_, n) => ({ ...card, i: String(n) })), filter: { terms: Array.from({ length: 51 }, () => ({ field: 'domain', value: 'a' })) } },
    ];
    const server = await Promise.all(bodies.map(serverErrors));
    expect(server).toEqual([
      { _: ['The value may not contain a NUL character.'] },
      { 'filter.page': ['filter.page may not contain a lone surrogate (no valid Unicode text).'] },
      { 'filter.channel': ['filter.channel must be a finite number.'] },
      { [`grid[0].params${'[0]'.repeat(13)}`]: [`grid[0].params${'[0]'.repeat(13)} is nested deeper than 16 levels.`] },
      {
        name: ['Name is required.'],
        'grid[0].i': ['i must be a numeric id.'],
        'grid[0].component': ['component must be a card of this console.'],
        'grid[0].params': ['params must be an object.'],
        'grid[1].component': ['component must be a card component name.', 'component must be a card of this console.'],
        'grid[1].w': ['w is required.'],
        'grid[1].params': ['grid[1].params may not be longer than 8192 characters of JSON.'],
        'filter.domain': ['domain must be a text or a list of texts.'],
        'filter.terms[0].field': [`field must be one of ${TERM_FIELD_NAMES.join(', ')}.`],
        'filter.terms[0].value': ['value must be a text, an id or a list of them.'],
      },
      { grid: ['A dashboard may hold at most 100 cards.'], 'filter.terms': ['terms may hold at most 50 terms.'] },
    ]);
    expect(await serverErrors({ name: 'ok', grid: [{ ...card, params: { ['k\u0000']: 1 } }] })).toEqual({ 'grid[0].params': ['grid[0].params has a key with a NUL character.'] });
    expect(await serverErrors({ name: 'ok', grid: [{ ...card, params: { ['k\ud800']: 1 } }] })).toEqual({ 'grid[0].params': ['grid[0].params has a key with a lone surrogate (no valid Unicode text).'] });

    const i18n = await createI18n({ language: 'de', namespaces: ['realtime'], load: loadLocale });
    bindTranslators(i18n);
    expect(server.map(clientErrors)).toEqual([
      { _: ['Der Wert darf kein NUL-Zeichen enthalten.'] },
      { 'filter.page': ['filter.page darf kein einzelnes Surrogat-Zeichen enthalten (kein gültiger Unicode-Text).'] },
      { 'filter.channel': ['filter.channel muss eine endliche Zahl sein.'] },
      { [`grid[0].params${'[0]'.repeat(13)}`]: [`grid[0].params${'[0]'.repeat(13)} ist tiefer als 16 Ebenen verschachtelt.`] },
      {
        name: ['Name ist erforderlich.'],
        'grid[0].i': ['i muss eine numerische ID sein.'],
        'grid[0].component': ['component muss eine Karte dieser Konsole sein.'],
        'grid[0].params': ['params muss ein Objekt sein.'],
        'grid[1].component': ['component muss der Name einer Kartenkomponente sein.', 'component muss eine Karte dieser Konsole sein.'],
        'grid[1].w': ['w ist erforderlich.'],
        'grid[1].params': ['grid[1].params darf als JSON höchstens 8192 Zeichen lang sein.'],
        'filter.domain': ['domain muss ein Text oder eine Liste von Texten sein.'],
        'filter.terms[0].field': [`field muss einer dieser Werte sein: ${TERM_FIELD_NAMES.join(', ')}.`],
        'filter.terms[0].value': ['value muss ein Text, eine ID oder eine Liste davon sein.'],
      },
      { grid: ['Ein Dashboard darf höchstens 100 Karten enthalten.'], 'filter.terms': ['terms darf höchstens 50 Bedingungen enthalten.'] },
    ]);
    expect(clientErrors({ 'grid[0].params': ['grid[0].params has a key with a NUL character.', 'grid[0].params has a key with a lone surrogate (no valid Unicode text).'] })).toEqual({
      'grid[0].params': ['grid[0].params hat einen Schlüssel mit einem NUL-Zeichen.', 'grid[0].params hat einen Schlüssel mit einem einzelnen Surrogat-Zeichen (kein gültiger Unicode-Text).'],
    });
  });

  it('ER-10, IN-01, RG-19: each card-size problem of a dashboard item is its own message (the rule the CLI and doctor share), read in German by the client', async () => {
    const server = await serverErrors({ name: 'ok', grid: [card, { ...card, i: '2', x: 11, w: 2, h: 4, minH: 5, maxH: 3 }] });
    expect(server).toEqual({
      'grid[1]': [
        'grid[1]: min width 3 is larger than width 2.',
        'grid[1]: min height 5 is larger than height 4.',
        'grid[1]: max height 3 is smaller than height 4.',
        'grid[1]: x + w must be at most 12.',
      ],
    });
    const i18n = await createI18n({ language: 'de', namespaces: ['realtime'], load: loadLocale });
    bindTranslators(i18n);
    expect(clientErrors(server)).toEqual({
      'grid[1]': [
        'grid[1]: Mindestbreite 3 ist größer als die Breite 2.',
        'grid[1]: Mindesthöhe 5 ist größer als die Höhe 4.',
        'grid[1]: Maximalhöhe 3 ist kleiner als die Höhe 4.',
        'grid[1]: x + w darf höchstens 12 sein.',
      ],
    });
  });
});
