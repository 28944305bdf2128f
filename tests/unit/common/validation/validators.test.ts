import * as yup from 'yup';
import { loginSchema } from '../../../../core/common/validation/loginSchema';
import { setValidationTranslator, translateServerMessage } from '../../../../core/common/validation/validationMessages';
import { validators } from '../../../../core/common/validation/validators';

const errorOf = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (e: Error) => e.message,
  );

describe('validators (spec §5)', () => {
  it('url needs an ftp, http or https prefix and no spaces', async () => {
    const url = validators.url('Website');
    expect(await errorOf(url, 'https://example.com/a')).toBeUndefined();
    expect(await errorOf(url, 'ftp://files.example.com')).toBeUndefined();
    expect(await errorOf(url, 'example.com')).toBe('Website is not a valid URL.');
    expect(await errorOf(url, 'http://exa mple.com')).toBe('Website is not a valid URL.');
  });

  it('path needs a leading slash', async () => {
    const path = validators.path('Path');
    expect(await errorOf(path, '/sport')).toBeUndefined();
    expect(await errorOf(path, 'sport')).toBe('Path needs to start with slash character (/).');
  });

  it('SH-06: login needs a valid e-mail and a password', async () => {
    expect(await loginSchema.isValid({ email: 'ada@example.com', password: 'x' })).toBe(true);
    expect(await errorOf(loginSchema, { email: 'abc', password: 'x' })).toBe('E-mail is not a valid e-mail address.');
    expect(await errorOf(loginSchema, { email: '', password: 'x' })).toBe('E-mail is required.');
    expect(await errorOf(loginSchema, { email: 'ada@example.com', password: '' })).toBe('Password is required.');
  });

  it('TK-09: a day is optional (empty is null), a real YYYY-MM-DD day, not before the earliest; an end not before its start', async () => {
    const day = validators.day('start_date', '2018-01-01');
    expect(await day.validate('')).toBeNull();
    expect(await errorOf(day, '2018-01-01')).toBeUndefined();
    expect(await errorOf(day, '2017-12-31')).toBe('start_date may not be before 2018-01-01.');
    expect(await errorOf(day, '2026-13-01')).toBe('start_date must be a date in the form YYYY-MM-DD.');
    expect(await errorOf(day, ['2026-01-01'])).toBe('start_date must be a date in the form YYYY-MM-DD.');
    const range = yup.object({ start: validators.day('start'), end: validators.dayNotBefore('end', 'start') });
    expect(await errorOf(range, { start: '2026-06-01', end: '2026-06-01' })).toBeUndefined();
    expect(await errorOf(range, { start: null, end: '2026-06-01' })).toBeUndefined();
    expect(await errorOf(range, { start: '2026-06-02', end: '2026-06-01' })).toBe('end may not be before the start date.');
  });

  it('ER-10: the server message "Invalid value" is shown as "Invalid value."', () => {
    expect(translateServerMessage('Invalid value')).toBe('Invalid value.');
    expect(translateServerMessage('Other')).toBe('Other');
  });

  describe('in the interface language (IN-01)', () => {
    const german: Record<string, string> = { required: '{field} ist erforderlich.', min: '{field} muss mindestens {min} Zeichen lang sein.', invalid: 'Ungültiger Wert.', tooManyAttempts: 'Warten Sie {seconds} Sekunden.' };
    const labels: Record<string, string> = { Title: 'Titel', Password: 'Passwort' };
    beforeEach(() =>
      setValidationTranslator((key, values) =>
        german[key]?.replace(/\{(\w+)\}/g, (_w, name: string) => (name === 'field' ? (labels[values.field] ?? String(values.field)) : String(values[name]))),
      ),
    );
    afterEach(() => setValidationTranslator(undefined));

    it('IN-01: a schema built before the translator was bound words its messages in the bound language', async () => {
      expect(await errorOf(loginSchema, { email: 'ada@example.com', password: '' })).toBe('Passwort ist erforderlich.');
      expect(await errorOf(validators.min('Title', 3), 'ab')).toBe('Titel muss mindestens 3 Zeichen lang sein.');
    });

    it('IN-01, ER-10: a server message worded from a template is translated by it, with its values; any other stays as sent', () => {
      expect(translateServerMessage('Title must be at least 3 characters.')).toBe('Titel muss mindestens 3 Zeichen lang sein.');
      expect(translateServerMessage('Too many login attempts. Please try again in 42 seconds.')).toBe('Warten Sie 42 Sekunden.');
      expect(translateServerMessage('Invalid value')).toBe('Ungültiger Wert.');
      expect(translateServerMessage('Path is taken.')).toBe('Path is taken.');
      // A day in a message is a day, not a number of characters.
      german.earliestDay = '{field} darf nicht vor dem {day} liegen.';
      expect(translateServerMessage('Title may not be before 2018-01-01.')).toBe('Titel darf nicht vor dem 2018-01-01 liegen.');
    });
  });
});
