import { envelope, renderScreen } from '@console/shared/testing';
import { screen } from '@testing-library/react';
import { AppRoutes } from '../routing/app-routes';
import { loadRouteModule } from '../remotes/loader';
import { TEST_AREAS } from '../testing/areas';
import {
  fakeRemote,
  mockPlatform,
  pageOf,
  resetStores,
  setupHostI18n,
  signInAs,
} from '../testing/host-test-utils';

jest.mock('../remotes/loader', () => ({ loadRouteModule: jest.fn() }));

const partners = fakeRemote('partners', [
  {
    path: '/bpg/index',
    group: 'bpg',
    roles: ['sys'],
    menu: { titleKey: 'partners:menu.main', order: 1 },
    page: pageOf('Groups page'),
  },
  { path: '/bpg/bp/index', group: 'bpg', roles: ['sys'], page: pageOf('Partners page') },
]);
const mock = mockPlatform();

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  const area = TEST_AREAS.find((candidate) => candidate.remote === 'partners');
  mock.onGet('/remotes.json').reply(200, [{ name: 'partners', entry: '/p.json', area }]);
  mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
  jest.mocked(loadRouteModule).mockResolvedValue(partners);
});

/** WCAG 2.5.3 (axe's label-content-name-mismatch): the accessible name holds the visible text. */
function expectNameHoldsText(element: HTMLElement, name: string, text: string) {
  expect(element).toHaveTextContent(text);
  expect(element).toHaveAccessibleName(name);
  expect(name).toContain(text);
}

describe('the frame', () => {
  it('names the logo, the language and the user menu buttons by their visible text', async () => {
    renderScreen(<AppRoutes />, { route: '/bpg/index' });
    await screen.findByRole('heading', { name: 'Groups page' });

    const logo = screen.getByRole('link', { name: 'Integration Console' });
    expectNameHoldsText(logo, 'Integration Console', 'Integration Console');
    expect(logo).toHaveAttribute('title', 'Dashboard');
    const language = screen.getByRole('button', { name: 'Language: English' });
    expectNameHoldsText(language, 'Language: English', 'English');
    const user = screen.getByRole('button', { name: 'User menu: sys' });
    expectNameHoldsText(user, 'User menu: sys', 'sys');
  });

  it("gives a page one h1, from its route's menu entry, and the tab its title", async () => {
    renderScreen(<AppRoutes />, { route: '/bpg/index' });
    await screen.findByRole('heading', { name: 'Groups page' });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['partners main']);
    expect(document.title).toBe('partners main · Integration Console');
  });

  it("gives a page without a menu entry its area's title as its h1", async () => {
    renderScreen(<AppRoutes />, { route: '/bpg/bp/index' });
    await screen.findByRole('heading', { name: 'Partners page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BPG');
  });

  it('gives the not-found page its h1', async () => {
    renderScreen(<AppRoutes />, { route: '/nowhere/index' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});
