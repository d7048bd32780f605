import { useSession } from '@console/shared';
import { envelope, renderScreen } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiBinder } from '../../app/ui-binder';
import { mockPlatform, resetStores, setupHostI18n, signInAs } from '../../testing/host-test-utils';
import { httpPackage, installedAt, textPackage } from './market-fixtures';
import MarketPage from './market-page';

const mock = mockPlatform();
const URL = '/api/market/packages';

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  useSession.getState().setUserInfo(signInAs('admin'));
});

const renderMarket = () =>
  renderScreen(
    <>
      <UiBinder />
      <MarketPage />
    </>,
    { route: '/account/market' },
  );
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('market page', () => {
  it('lists the packages with their versions, filters them and shows their commands', async () => {
    mock.onGet(URL).reply(200, envelope([httpPackage(), textPackage()]));
    renderMarket();
    const http = await rowOf('HTTP');
    expect(within(http).getByText('1.0.0')).toBeInTheDocument();
    expect(within(http).getByText('Upgrade available')).toBeInTheDocument();
    expect(within(await rowOf('Text tools')).getByText('Not installed')).toBeInTheDocument();

    await user().type(screen.getByLabelText('Filter by name'), 'text');
    expect(screen.queryByText('HTTP')).not.toBeInTheDocument();
    await user().clear(screen.getByLabelText('Filter by name'));
    await user().type(screen.getByLabelText('Filter by name'), 'zzz');
    expect(await screen.findByText('No package matches the filter')).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Filter by name'));

    await user().click(within(await rowOf('HTTP')).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('Commands of version 1.0.0')).toBeInTheDocument();
    expect(screen.getByText('Calls a URL')).toBeInTheDocument();
    expect(screen.getByText('Orders API')).toBeInTheDocument();
    expect(screen.getByText('URL (Text, required)')).toBeInTheDocument();
  });

  it('installs the chosen version and reloads the catalogue', async () => {
    mock
      .onGet(URL)
      .replyOnce(200, envelope([httpPackage(), textPackage()]))
      .onGet(URL)
      .reply(200, envelope([httpPackage(), textPackage({ installed: installedAt('1.0.0') })]));
    mock.onPost(`${URL}/text/install`).reply(200, envelope(textPackage()));
    renderMarket();
    await user().click(within(await rowOf('Text tools')).getByRole('button', { name: 'Install' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Text tools' });
    expect(within(dialog).getByText('Adds Split')).toBeInTheDocument();
    await user().click(within(dialog).getByLabelText('Version'));
    await user().click(await screen.findByTitle('1.0.0'));
    expect(within(dialog).getByText('The first release')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('The package was installed')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ version: '1.0.0' });
    await waitFor(() => expect(mock.history.get).toHaveLength(2));
    expect(
      within(await rowOf('Text tools')).getByRole('button', { name: 'Remove' }),
    ).toBeInTheDocument();
  });

  it('shows what an upgrade changes before it upgrades', async () => {
    mock.onGet(URL).reply(200, envelope([httpPackage()]));
    mock
      .onPost(`${URL}/http/upgrade`)
      .reply(200, envelope({ package: httpPackage(), changes: httpPackage().upgrade }));
    renderMarket();
    await user().click(within(await rowOf('HTTP')).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade HTTP from 1.0.0 to 1.1.0' });
    expect(within(dialog).getByText(/Adds GraphQL queries/)).toBeInTheDocument();
    expect(within(dialog).getByText('GraphQL query')).toBeInTheDocument();
    expect(within(dialog).getByText('REST call')).toBeInTheDocument();
    expect(within(dialog).getByText(/run the new version from their next run/)).toBeInTheDocument();
    expect(within(dialog).getByText('Orders API')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('The package was upgraded')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ version: '1.1.0' });
  });

  it('does not offer an upgrade that would take away a command a connector runs', async () => {
    const blocked = httpPackage({
      upgrade: { ...httpPackage().upgrade!, removed: ['request'], blocking: ['Orders API'] },
    });
    mock.onGet(URL).reply(200, envelope([blocked]));
    renderMarket();
    await user().click(within(await rowOf('HTTP')).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/change or delete them before upgrading/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  });

  it('asks before removing, and shows the connectors named by a refusal', async () => {
    mock.onGet(URL).reply(200, envelope([httpPackage()]));
    mock.onDelete(`${URL}/http`).reply(409, {
      code: 409,
      msg: 'The package "HTTP" is used by these connectors: Orders API',
      data: null,
    });
    renderMarket();
    await user().click(within(await rowOf('HTTP')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove HTTP?' });
    await user().click(within(confirm).getByRole('button', { name: 'Remove' }));
    const refusal = await screen.findByRole('dialog', { name: 'HTTP is in use' });
    expect(within(refusal).getByText(/used by these connectors: Orders API/)).toBeInTheDocument();
    const list = within(refusal).getByRole('list', { name: 'Used by' });
    expect(within(list).getByText('Orders API')).toBeInTheDocument();
    expect(mock.history.delete).toHaveLength(1);
  });

  it('shows a read-only catalogue to a sys user', async () => {
    useSession.getState().setUserInfo(signInAs('sys'));
    mock.onGet(URL).reply(200, envelope([httpPackage(), textPackage()]));
    renderMarket();
    await rowOf('HTTP');
    expect(screen.getByText(/Only an administrator can install/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows the empty market, and a load failure with Retry', async () => {
    mock.onGet(URL).replyOnce(500, { code: 500, msg: 'down', data: null });
    mock.onGet(URL).replyOnce(200, envelope([]));
    renderMarket();
    expect(await screen.findByText('The market could not be loaded')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The market offers no package')).toBeInTheDocument();
  });
});
