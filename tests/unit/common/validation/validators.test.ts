import { loginSchema } from '../../../../core/common/validation/loginSchema';
import { displayServerMessage } from '../../../../core/common/validation/validationMessages';
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

  it('the server message "Invalid value" is shown as "Invalid value."', () => {
    expect(displayServerMessage('Invalid value')).toBe('Invalid value.');
    expect(displayServerMessage('Other')).toBe('Other');
  });
});
