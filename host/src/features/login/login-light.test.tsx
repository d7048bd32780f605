import { useSession, useSettings } from '@console/shared';
import { envelope, makeToken, makeUserInfo } from '@console/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockPlatform, resetStores, setupHostI18n } from '../../testing/host-test-utils';
import { LoginPage } from './login-page';

const mock = mockPlatform();

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
});

function renderStandalone() {
  const onSignedIn = jest.fn();
  const navigate = jest.fn();
  const onFirstInput = jest.fn();
  render(
    <LoginPage
      search="?redirect=%2Fas2Setting"
      onSignedIn={onSignedIn}
      navigate={navigate}
      onFirstInput={onFirstInput}
    />,
  );
  return { onSignedIn, navigate, onFirstInput };
}

describe('the login page on its own, before the console is loaded (issue 9 §6)', () => {
  it('does not load antd', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('antd', () => {
        throw new Error('the login page loaded antd');
      });
      await expect(import('./login-page')).resolves.toHaveProperty('LoginPage');
      // The check itself works: a module that does use antd fails to load.
      await expect(import('../../app/ui-binder')).rejects.toThrow('the login page loaded antd');
    });
  });

  it('asks to fetch the console once the user types', async () => {
    const { onFirstInput } = renderStandalone();
    expect(onFirstInput).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Username'), 's');
    expect(onFirstInput).toHaveBeenCalled();
  });

  it('shows the client message on the page and stays, then signs in to the redirect', async () => {
    mock.onPost('/api/login').replyOnce(401, { code: 401, msg: 'Incorrect username or password' });
    const { onSignedIn, navigate } = renderStandalone();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'sys');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unauthorized request: Incorrect username or password',
    );
    // The 401 sends the user to the login page, which this page is.
    expect(navigate).toHaveBeenCalledWith('/default/login');
    expect(onSignedIn).not.toHaveBeenCalled();

    mock.onPost('/api/login').reply(200, envelope({ token: makeToken({ username: 'sys' }) }));
    mock.onGet('/api/user/userInfo').reply(200, envelope(makeUserInfo()));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'sys');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/as2Setting'));
    expect(useSession.getState().role).toBe('sys');
  });

  it('refuses blank fields with the spec messages and calls nothing', async () => {
    renderStandalone();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Please input the password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(mock.history.post).toHaveLength(0);
  });

  it('shows what is typed in the password on request', async () => {
    renderStandalone();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show what is typed' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide what is typed' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('switches the language with a native select', async () => {
    renderStandalone();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
    expect(useSettings.getState().lang).toBe('fr-CA');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en-US');
  });
});
