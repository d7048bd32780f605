import { useSession } from '@console/shared';
import { envelope, makeToken, makeUserInfo, renderScreen } from '@console/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { UiBinder } from '../../app/ui-binder';
import { LoginRoute } from './login-route';
import { mockPlatform, resetStores, setupHostI18n } from '../../testing/host-test-utils';

const mock = mockPlatform();

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
});

function renderLogin(route = '/default/login') {
  return renderScreen(
    <>
      <UiBinder />
      <Routes>
        <Route path="/default/login" element={<LoginRoute />} />
        <Route path="/bpg/index" element={<h1>BPG home</h1>} />
        <Route path="/" element={<h1>Root</h1>} />
      </Routes>
    </>,
    { route },
  );
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page (SPEC §1, §4, §5)', () => {
  it('welcomes the user with the spec text', () => {
    renderLogin();
    expect(
      screen.getByText('Please sign-in and start the supply chain integration solution'),
    ).toBeInTheDocument();
  });

  it('asks for the username and the password', async () => {
    renderLogin();
    await submit('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Please input the password')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('shows the server message for bad credentials and stays signed out', async () => {
    mock
      .onPost('/api/login')
      .reply(401, { code: 401, msg: 'Incorrect username or password', data: null });
    renderLogin();
    await submit('sys', 'wrong');
    expect(
      await screen.findByText('Unauthorized request: Incorrect username or password'),
    ).toBeInTheDocument();
    // Shown once, on the page (antd's message is not loaded on the login page).
    expect(
      screen.getAllByText('Unauthorized request: Incorrect username or password'),
    ).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ username: 'sys', password: 'wrong' });
  });

  it('stores token and username, reads the role, and goes where the user was headed', async () => {
    const token = makeToken({ username: 'sys' });
    mock.onPost('/api/login').reply(200, envelope({ token }));
    mock.onGet('/api/user/userInfo').reply(200, envelope(makeUserInfo()));
    renderLogin('/default/login?redirect=%2Fbpg%2Findex');
    await submit('sys', 'sys');
    expect(await screen.findByRole('heading', { name: 'BPG home' })).toBeInTheDocument();
    const session = useSession.getState();
    expect([session.token, session.username, session.role]).toEqual([token, 'sys', 'sys']);
    expect(session.tokenInfo?.email).toBe('sys@example.com');
  });

  it('does not follow a redirect to another site', async () => {
    mock.onPost('/api/login').reply(200, envelope({ token: makeToken() }));
    mock.onGet('/api/user/userInfo').reply(200, envelope(makeUserInfo()));
    renderLogin('/default/login?redirect=%2F%2Fevil.example');
    await submit('sys', 'sys');
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
  });

  it('refuses a user without a role with the spec message', async () => {
    mock.onPost('/api/login').reply(200, envelope({ token: makeToken() }));
    mock.onGet('/api/user/userInfo').reply(200, envelope(makeUserInfo({ roleSet: [] })));
    renderLogin();
    await submit('norole', 'pw');
    expect(
      await screen.findByText('Cannot init app, May be the user do not have a role!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().token).toBeNull());
  });
});
