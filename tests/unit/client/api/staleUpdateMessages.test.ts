import { ApiError } from '../../../../core/client/api/ApiError';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';
import { StaleUpdateError } from '../../../../core/server/entities/StaleUpdateError';

const AT = '2026-11-26T09:12:00.000Z';

/** The message the client shows for the server's 409 reply. */
const clientMessage = (error: StaleUpdateError) => ApiError.fromReply(409, error.toBody()).message;

describe('the stale-update 409 in the interface language (issue 14)', () => {
  afterEach(() => setValidationTranslator(undefined));

  it('issue 14, IN-01: the 409 names who changed the entry and when, in English from the server and in German on the client', async () => {
    const byUser = new StaleUpdateError({ version: 3, modified_email: 'ada@example.com', modified_at: new Date(AT) });
    const byUnknown = new StaleUpdateError({ version: 2, modified_email: null, modified_at: AT });
    expect(byUser.statusCode).toBe(409);
    expect(byUser.toBody()).toEqual({
      status: 'error',
      error: 'conflict',
      message: `ada@example.com changed this entry at ${AT}, after you opened it. Reload it and make your changes again.`,
      modified_email: 'ada@example.com',
      modified_at: AT,
      version: 3,
    });
    expect(byUnknown.message).toBe(`This entry was changed at ${AT}, after you opened it. Reload it and make your changes again.`);

    const i18n = await createI18n({ language: 'de', namespaces: [], load: loadLocale });
    bindTranslators(i18n);
    expect(clientMessage(byUser)).toBe(`ada@example.com hat diesen Eintrag am ${AT} geändert, nachdem Sie ihn geöffnet haben. Laden Sie ihn neu und nehmen Sie Ihre Änderungen erneut vor.`);
    expect(clientMessage(byUnknown)).toBe(`Dieser Eintrag wurde am ${AT} geändert, nachdem Sie ihn geöffnet haben. Laden Sie ihn neu und nehmen Sie Ihre Änderungen erneut vor.`);
    await i18n.changeLanguage('en');
    expect(clientMessage(byUser)).toBe(byUser.message);
  });
});
