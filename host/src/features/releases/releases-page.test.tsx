import { useSession, useSettings } from '@console/shared';
import { envelope, renderScreen } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiBinder } from '../../app/ui-binder';
import { HOST_ROUTES } from '../../routing/host-routes';
import { topMenuRoutes } from '../../routing/menus';
import { mockPlatform, resetStores, setupHostI18n, signInAs } from '../../testing/host-test-utils';
import { filesArea, partnersArea, releasesView } from './releases-fixtures';
import ReleasesPage, { RELEASES_REFRESH_MS } from './releases-page';

const mock = mockPlatform();
const URL = '/api/releases';
const FORBIDDEN = 'Only a sys user of the platform tenant may manage releases';

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  useSession.getState().setUserInfo(signInAs('sys'));
  useSettings.getState().setTimezone('Asia/Shanghai');
});

const renderReleases = () =>
  renderScreen(
    <>
      <UiBinder />
      <ReleasesPage />
    </>,
    { route: '/account/releases' },
  );
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const areaCard = async (remote: string) =>
  (await screen.findByRole('region', { name: `Deployed versions of ${remote}` })).closest(
    '.ant-card',
  ) as HTMLElement;
const versionRow = async (remote: string, version: string) =>
  within(await screen.findByRole('region', { name: `Deployed versions of ${remote}` }))
    .getByText(version, { selector: 'strong' })
    .closest('tr')!;
const openRelease = async (version: string) => {
  await user().click(
    within(await versionRow('partners', version)).getByRole('button', { name: /Release…/ }),
  );
  return screen.findByRole('dialog', { name: `Release partners ${version}` });
};

describe('releases page', () => {
  it('is in the account menu of sys users, last, and not of administrators', () => {
    const paths = (role: 'sys' | 'admin') =>
      topMenuRoutes(HOST_ROUTES, 'account', role).map((route) => route.path);
    expect(paths('sys').at(-1)).toBe('/account/releases');
    expect(paths('admin')).not.toContain('/account/releases');
  });

  it('shows each area: who gets which version, the withdrawn candidate, and each version', async () => {
    mock.onGet(URL).reply(200, envelope(releasesView()));
    renderReleases();
    const partners = await areaCard('partners');
    expect(
      within(partners).getByText(
        '0.1.0+v2 for tenants northwind and 10 % of users, since 2026-11-27 17:30:00',
      ),
    ).toBeInTheDocument();
    expect(partners.querySelector('.ant-descriptions')).toHaveTextContent(
      /^Current0\.1\.0\+v1Previous0\.1\.0Candidate0\.1\.0\+v2 for/,
    );
    expect(screen.getByText(/This host runs @console\/shared 1\.0\.0/)).toBeInTheDocument();
    expect(screen.getByText(/once 3 users could not load it within an hour/)).toBeInTheDocument();

    const candidate = await versionRow('partners', '0.1.0+v2');
    expect(within(candidate).getByText('Candidate')).toBeInTheDocument();
    expect(within(candidate).getByText('12')).toBeInTheDocument();
    expect(within(candidate).getByText('2')).toHaveClass('ant-typography-danger');
    const current = await versionRow('partners', '0.1.0+v1');
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(within(current).getByText('0')).not.toHaveClass('ant-typography-danger');
    expect(within(current).getByRole('button', { name: /Release…/ })).toBeDisabled();
    expect(within(await versionRow('partners', '0.1.0')).getByText('Not recorded')).toBeVisible();

    const tooNew = await versionRow('partners', '0.2.0');
    expect(within(tooNew).getByText('Does not fit')).toBeInTheDocument();
    const release = within(tooNew).getByRole('button', { name: /Release…/ });
    expect(release).toBeDisabled();
    await user().hover(release);
    expect(
      await screen.findByText('Needs @console/shared ^1.1.0; this host has 1.0.0'),
    ).toBeInTheDocument();

    const files = await areaCard('files');
    expect(
      within(files).getByText('Candidate 0.1.1 was withdrawn on 2026-11-27 18:15:00'),
    ).toBeInTheDocument();
    expect(within(files).getByText(/3 users could not load it in the last hour/)).toBeVisible();
    for (const name of ['Promote', 'Roll back', 'Withdraw']) {
      expect(within(files).getByRole('button', { name })).toBeDisabled();
    }
    await user().hover(within(files).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('There is no previous version')).toBeInTheDocument();
  });

  it('validates the audience of a candidate, then sends the tenants and the percentage', async () => {
    mock.onGet(URL).reply(200, envelope(releasesView()));
    mock.onPost(`${URL}/partners`).reply(200, envelope(partnersArea()));
    renderReleases();
    const dialog = await openRelease('0.1.0');
    await user().click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await within(dialog).findByText('Choose tenants, a percentage of users, or both'),
    ).toBeInTheDocument();

    await user().type(within(dialog).getByLabelText('Percentage of users'), '12.5');
    await user().click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await within(dialog).findByText('Percentage of users must be a whole number from 0 to 100'),
    ).toBeInTheDocument();
    await user().clear(within(dialog).getByLabelText('Percentage of users'));
    await user().type(within(dialog).getByLabelText('Percentage of users'), '150');
    await user().click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await within(dialog).findByText('Percentage of users must be a whole number from 0 to 100'),
    ).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);

    await user().clear(within(dialog).getByLabelText('Percentage of users'));
    await user().type(within(dialog).getByLabelText('Percentage of users'), '25');
    await user().type(within(dialog).getByLabelText('Tenants'), 'north');
    await user().click(await screen.findByTitle('northwind'));
    await user().click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText('The version 0.1.0 of partners is now the candidate'),
    ).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({
      version: '0.1.0',
      tenants: [7],
      percent: 25,
    });
    await waitFor(() => expect(mock.history.get).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes a version current for everyone with the version alone', async () => {
    mock.onGet(URL).reply(200, envelope(releasesView()));
    mock.onPost(`${URL}/partners`).reply(200, envelope(partnersArea()));
    renderReleases();
    const dialog = await openRelease('0.1.0+v2');
    await user().click(within(dialog).getByLabelText('Everyone, now: it becomes current'));
    expect(within(dialog).queryByLabelText('Tenants')).not.toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText('The version 0.1.0+v2 of partners is now current'),
    ).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ version: '0.1.0+v2' });
  });

  it('keeps the dialog open with what was typed when the server refuses', async () => {
    const refusal = 'No tenant contoso';
    mock.onGet(URL).reply(200, envelope(releasesView()));
    mock.onPost(`${URL}/partners`).reply(400, { code: 400, msg: refusal, data: null });
    renderReleases();
    const dialog = await openRelease('0.1.0');
    await user().type(within(dialog).getByLabelText('Tenants'), 'cont');
    await user().click(await screen.findByTitle('contoso'));
    await user().click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Release partners 0.1.0' })).toBeInTheDocument();
    expect(within(dialog).getByTitle('contoso')).toBeInTheDocument();
    expect(mock.history.get).toHaveLength(1);
  });

  it.each([
    [
      'Promote',
      'Promote partners 0.1.0+v2?',
      'promote',
      'The candidate 0.1.0+v2 of partners is now current',
    ],
    [
      'Roll back',
      'Roll partners back from 0.1.0+v1 to 0.1.0?',
      'rollback',
      'The area partners was rolled back to 0.1.0',
    ],
    [
      'Withdraw',
      'Withdraw the candidate partners 0.1.0+v2?',
      'withdraw',
      'The candidate 0.1.0+v2 of partners was withdrawn',
    ],
  ])(
    '%s asks first, naming the area and the versions, then sends',
    async (action, title, path, done) => {
      mock.onGet(URL).reply(200, envelope(releasesView()));
      mock.onPost(`${URL}/partners/${path}`).reply(200, envelope(partnersArea()));
      renderReleases();
      await user().click(within(await areaCard('partners')).getByRole('button', { name: action }));
      const confirm = await screen.findByRole('dialog', { name: title });
      expect(confirm).toHaveTextContent(/at their next navigation into partners/);
      await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(mock.history.post).toHaveLength(0);

      await user().click(within(await areaCard('partners')).getByRole('button', { name: action }));
      const again = await screen.findByRole('dialog', { name: title });
      await user().click(within(again).getByRole('button', { name: action }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(mock.history.post.map((call) => call.url)).toEqual([`${URL}/partners/${path}`]);
      await waitFor(() => expect(mock.history.get).toHaveLength(2));
    },
  );

  it("shows the server's refusal to a user who may not manage releases, and does not poll", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mock.onGet(URL).reply(403, { code: 403, msg: FORBIDDEN, data: null });
      renderReleases();
      // The client's toast says it too; the screen keeps saying it once the toast is gone.
      expect(
        await screen.findByText(FORBIDDEN, { selector: '.ant-result-title' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(RELEASES_REFRESH_MS * 2));
      expect(mock.history.get).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the view again every 30 s and on Refresh', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mock
        .onGet(URL)
        .replyOnce(200, envelope(releasesView()))
        .onGet(URL)
        .reply(200, envelope(releasesView({ areas: [filesArea()] })));
      renderReleases();
      await areaCard('partners');
      act(() => jest.advanceTimersByTime(RELEASES_REFRESH_MS));
      await waitFor(() => expect(mock.history.get).toHaveLength(2));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: /of partners/ })).not.toBeInTheDocument(),
      );
      await user().click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(mock.history.get).toHaveLength(3));
    } finally {
      jest.useRealTimers();
    }
  });
});
