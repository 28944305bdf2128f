import { AnchorButton, Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginInput } from '../../common/validation/loginSchema';
import { useConsole } from '../app/ConsoleContext';
import { usePageTitle } from '../router/usePageTitle';
import { isInternetExplorer, MODERN_BROWSERS } from './isInternetExplorer';

/**
 * E-mail and password form, forgot-password link and the IE11 warning (spec §2 Login page).
 * `onSubmit`: called as a valid form is sent (LoginRoute starts loading the page that follows).
 */
export const LoginPage = observer(function LoginPage({ onSubmit }: { onSubmit?: () => void }) {
  const { auth, links } = useConsole();
  const { t } = useTranslation('core');
  usePageTitle(t('login.title'));
  const form = useFormik<LoginInput>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      onSubmit?.();
      await auth.login(values.email.trim(), values.password);
    },
  });
  const touched = Object.keys(form.touched).length > 0;
  const fieldError = (name: keyof LoginInput) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <div className="ac-login">
      <Card className="ac-login-card" elevation={2}>
        <H3>{t('login.title')}</H3>
        {isInternetExplorer(navigator.userAgent) && (
          <Callout intent="warning" title={t('login.ieWarningTitle')} data-testid="ie-warning">
            <p>{t('login.ieWarning')}</p>
            <ul className="ac-browser-links">
              {MODERN_BROWSERS.map((b) => (
                <li key={b.name}>
                  <a href={b.href} target="_blank" rel="noopener noreferrer">
                    {b.name}
                  </a>
                </li>
              ))}
            </ul>
          </Callout>
        )}
        <form onSubmit={form.handleSubmit} noValidate>
          <FormGroup label={t('login.email')} labelFor="login-email" helperText={fieldError('email')} intent={fieldError('email') ? 'danger' : 'none'}>
            <InputGroup
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              value={form.values.email}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              intent={fieldError('email') ? 'danger' : 'none'}
              data-testid="login-email"
            />
          </FormGroup>
          <FormGroup label={t('login.password')} labelFor="login-password" helperText={fieldError('password')} intent={fieldError('password') ? 'danger' : 'none'}>
            <InputGroup
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              intent={fieldError('password') ? 'danger' : 'none'}
              data-testid="login-password"
            />
          </FormGroup>
          {auth.loginError && (
            <Callout intent="danger" className="ac-login-error" data-testid="login-error">
              {auth.loginError}
            </Callout>
          )}
          <div className="ac-login-actions">
            <AnchorButton variant="minimal" href={links.forgotPassword} target="_blank" rel="noopener noreferrer" data-testid="forgot-password">
              {t('login.forgotPassword')}
            </AnchorButton>
            <Button
              type="submit"
              intent="primary"
              loading={auth.loggingIn}
              // SH-07: disabled while the form is touched and invalid.
              disabled={touched && !form.isValid}
              data-testid="login-submit"
            >
              {t('login.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
});
