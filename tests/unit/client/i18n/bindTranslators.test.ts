import { ApiError } from '../../../../core/client/api/ApiError';
import { apiMessages, setApiTextLookup } from '../../../../core/client/api/apiMessages';
import { bindStartupTexts, bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { channelSchema } from '../../../../plugins/channels/common/channelSchema';
import { loginSchema } from '../../../../core/common/validation/loginSchema';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';

const errorOf = (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) => schema.validate(value).then(() => undefined, (e: Error) => e.message);

describe('texts made outside React in the interface language (IN-01)', () => {
  afterEach(() => setValidationTranslator(undefined));

  it('IN-01: the shared schemas word their messages and field labels in de, and follow a switch back to en', async () => {
    const i18n = await createI18n({ language: 'de', namespaces: ['channels'], load: loadLocale });
    bindTranslators(i18n);
    expect(await errorOf(loginSchema, { email: 'abc', password: 'x' })).toBe('E-Mail ist keine gültige E-Mail-Adresse.');
    expect(await errorOf(channelSchema, { title: 'ab', path: '/sport' })).toBe('Titel muss mindestens 3 Zeichen lang sein.');
    await i18n.changeLanguage('en');
    expect(await errorOf(channelSchema, { title: 'ab', path: '/sport' })).toBe('Title must be at least 3 characters.');
  });

  it('IN-01, ER-10, SH-08: server errors are translated by their machine code or template; an unknown code keeps the server’s English', async () => {
    const i18n = await createI18n({ language: 'de', namespaces: ['channels', 'realtime'], load: loadLocale });
    bindTranslators(i18n);
    expect(ApiError.fromReply(401, { status: 'invalid_credentials', error: 'invalid_credentials', message: 'These credentials do not match our records.' }).message).toBe(
      'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    );
    const tooMany = ApiError.fromReply(429, { status: 'error', error: 'too_many_attempts', message: 'Too many login attempts. Please try again in 42 seconds.', errors: { email: ['Too many login attempts. Please try again in 42 seconds.'] } });
    expect(tooMany.message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.');
    expect(tooMany.firstFieldError()).toBe(tooMany.message);
    const taken = ApiError.fromReply(422, { status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { name: ['A dashboard with this name already exists.'], path: ['Path is taken.'] } });
    expect(taken.message).toBe('Ungültiger Wert.');
    expect(taken.fieldErrors).toEqual({ name: ['Ein Dashboard mit diesem Namen existiert bereits.'], path: ['Path is taken.'] });
    expect(ApiError.fromReply(404, { status: 'error', error: 'channel_not_found', message: 'Channel not found.' }).message).toBe('Kanal nicht gefunden.');
    expect(ApiError.fromReply(500, { status: 'error', error: 'something_new', message: 'Disk full.' }).message).toBe('Disk full.');
    expect(ApiError.fromReply(500, '').message).toBe(apiMessages.unexpected);
    expect(apiMessages.accountCheckFailed).toBe('Fehler beim Prüfen des Kontos!');
    await i18n.changeLanguage('en');
    expect(apiMessages.accountCheckFailed).toBe('Error during checking account!');
  });

  it('SH-15: before the locale files are in, the start-up messages speak the stored language; once bound, the loaded texts follow a switch', async () => {
    try {
      bindStartupTexts('de');
      expect(apiMessages.accountCheckFailed).toBe('Fehler beim Prüfen des Kontos!');
      expect(apiMessages.tokenExpired).toBe('Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an!');
      bindStartupTexts('fr');
      expect(apiMessages.accountCheckFailed).toBe('Erreur lors de la vérification du compte !');
      // Even with no locale file reachable, the bundled start-up texts stay in the instance.
      const i18n = await createI18n({ language: 'de', namespaces: [], load: () => Promise.reject(new Error('offline')) });
      bindTranslators(i18n);
      expect(apiMessages.accountCheckFailed).toBe('Fehler beim Prüfen des Kontos!');
      await i18n.changeLanguage('en');
      expect(apiMessages.accountCheckFailed).toBe('Error during checking account!');
    } finally {
      setApiTextLookup(() => undefined);
    }
  });

  it('IN-01: the pseudo-locale wraps every text, interpolated values included', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: [], load: loadLocale, pseudo: true });
    expect(i18n.t('login.title')).toBe('⟦Sign in⟧');
    expect(i18n.t('dateRange.range', { maxRange: 7 })).toBe('⟦Start and end date must be within 7 days.⟧');
  });
});
