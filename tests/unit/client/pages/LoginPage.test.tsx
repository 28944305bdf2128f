/** @jest-environment ./tests/unit/client/support/jsdomWithFetch.js */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isInternetExplorer } from '../../../../core/client/pages/isInternetExplorer';
import { renderConsole, TEST_LINKS } from '../support/renderConsole';

const submit = () => screen.getByTestId('login-submit') as HTMLButtonElement;

describe('login page', () => {
  it('SH-03: shows e-mail and password fields and a submit button', async () => {
    await renderConsole({ path: '/login' });
    expect(screen.getByTestId('login-email')).toBeTruthy();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    expect(submit()).toBeTruthy();
  });

  it('SH-06: e-mail is required and must be valid; password is required', async () => {
    await renderConsole({ path: '/login' });
    await userEvent.click(screen.getByTestId('login-email'));
    await userEvent.click(screen.getByTestId('login-password'));
    await userEvent.click(document.body);
    expect(await screen.findByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await userEvent.type(screen.getByTestId('login-email'), 'abc');
    expect(await screen.findByText('E-mail is not a valid e-mail address.')).toBeTruthy();
  });

  it('SH-07: submit is disabled while the form is touched and invalid', async () => {
    await renderConsole({ path: '/login' });
    expect(submit().disabled).toBe(false);
    await userEvent.type(screen.getByTestId('login-email'), 'abc');
    await userEvent.click(screen.getByTestId('login-password'));
    await waitFor(() => expect(submit().disabled).toBe(true));
    await userEvent.type(screen.getByTestId('login-email'), '@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'secret');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('SH-02 / SH-08: posts email and password; invalid_credentials shows the server message', async () => {
    const { calls } = await renderConsole({
      path: '/login',
      routes: {
        'POST /api/v1/login': {
          status: 401,
          body: { status: 'invalid_credentials', error: 'invalid_credentials', message: 'These credentials do not match our records.' },
        },
      },
    });
    await userEvent.type(screen.getByTestId('login-email'), 'ada@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong');
    await userEvent.click(submit());
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/login')?.body).toEqual({ email: 'ada@example.com', password: 'wrong' });
    expect(calls.some((c) => c.url.includes('refresh'))).toBe(false);
  });

  it('SH-09: any other login error shows the first error value', async () => {
    await renderConsole({
      path: '/login',
      routes: {
        'POST /api/v1/login': {
          status: 429,
          body: {
            status: 'error',
            error: 'too_many_attempts',
            message: 'Too many login attempts. Please try again in 60 seconds.',
            errors: { email: ['Too many login attempts. Please try again in 60 seconds.'], password: ['second'] },
          },
        },
      },
    });
    await userEvent.type(screen.getByTestId('login-email'), 'ada@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'x');
    await userEvent.click(submit());
    expect((await screen.findByTestId('login-error')).textContent).toBe('Too many login attempts. Please try again in 60 seconds.');
  });

  it('SH-04: the forgot-password link goes to the landing site', async () => {
    await renderConsole({ path: '/login' });
    expect(screen.getByTestId('forgot-password').getAttribute('href')).toBe(TEST_LINKS.forgotPassword);
  });

  it('SH-05 / OP-17: IE11 (Trident/) gets a warning with Chrome, Firefox, Edge and Safari links', async () => {
    expect(isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isInternetExplorer(navigator.userAgent)).toBe(false);
    await renderConsole({ path: '/login' });
    expect(screen.queryByTestId('ie-warning')).toBeNull();
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko');
    await renderConsole({ path: '/login' });
    const links = screen.getByTestId('ie-warning').querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['Chrome', 'Firefox', 'Edge', 'Safari']);
    agent.mockRestore();
  });
});
