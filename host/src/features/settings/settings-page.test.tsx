import { useSession, useSettings } from '@console/shared';
import { envelope, makeToken, makeUserInfo, renderScreen } from '@console/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiBinder } from '../../app/ui-binder';
import { mockPlatform, resetStores, setupHostI18n, signInAs } from '../../testing/host-test-utils';
import SettingsPage from './settings-page';

const mock = mockPlatform();

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  useSettings.setState({ lang: 'en-US', timezone: 'UTC' });
  useSession.getState().setUserInfo(signInAs('sys'));
});

const renderSettings = () =>
  renderScreen(
    <>
      <UiBinder />
      <SettingsPage />
    </>,
    { route: '/account/setting' },
  );

async function choose(label: string, optionText: string) {
  // antd animates the dropdown in with pointer-events off.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const select = screen.getByLabelText(label);
  await user.click(select);
  await user.type(select, optionText.slice(0, 6));
  await user.click(await screen.findByTitle(optionText));
}

describe('settings page', () => {
  it('saves language and timezone, and says "setting saved"', async () => {
    renderSettings();
    await choose('Language', '中文');
    await choose('Timezone', 'Asia/Shanghai (UTC+08:00)');
    expect(screen.getByTestId('timezone-preview').textContent).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByText('Setting saved')).toBeInTheDocument();
    expect(useSettings.getState()).toMatchObject({ lang: 'zh-CN', timezone: 'Asia/Shanghai' });
  });

  it('checks the email of the profile and saves it with PUT /api/user/userInfo', async () => {
    const saved = makeUserInfo({ username: 'sys', email: 'new@acme.example', displayName: 'Sys' });
    mock.onPut('/api/user/userInfo').reply(200, envelope(saved));
    renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(mock.history.put).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setting saved')).toBeInTheDocument();
    expect(JSON.parse(mock.history.put[0].data)).toMatchObject({ email: 'new@acme.example' });
    expect(useSession.getState().userInfo?.email).toBe('new@acme.example');
  });

  it('asks for an email when it is emptied', async () => {
    renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.clear(await screen.findByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input an email')).toBeInTheDocument();
  });

  it('changes the password with PUT /api/user/password and keeps the form on a refusal', async () => {
    mock
      .onPut('/api/user/password')
      .replyOnce(400, { code: 400, msg: 'The current password is incorrect', data: null });
    const renewed = makeToken({ username: 'sys', email: 'renewed@acme.example' });
    mock.onPut('/api/user/password').replyOnce(200, envelope({ token: renewed }));
    renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.type(await screen.findByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password must have at least 8 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Bad request 400: The current password is incorrect'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('old-pass');

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Setting saved')).toBeInTheDocument();
    expect(JSON.parse(mock.history.put[1].data)).toEqual({
      oldPassword: 'old-pass',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    // The other sessions ended on the server; this one goes on with the new token.
    expect(useSession.getState().token).toBe(renewed);
    expect(useSession.getState().role).toBe('sys');
  });
});
