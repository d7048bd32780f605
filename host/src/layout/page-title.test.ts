import type { RouteDescriptor } from '@console/shared';
import { TEST_AREAS } from '../testing/areas';
import { pageTitleOf } from './page-title';

const admin = ['admin'] as const;
const ROUTES: RouteDescriptor[] = [
  { path: '/operator', group: 'operator', roles: admin, redirect: '/operator/dashboard' },
  {
    path: '/operator/processes/index',
    group: 'operator',
    roles: admin,
    menu: { titleKey: 'operator:menu.processes', order: 20 },
  },
  { path: '/operator/processes/detail', group: 'operator', roles: admin },
  {
    path: '/operator/opeHistory/opeSystemLogs',
    group: 'operator',
    roles: admin,
    menu: { titleKey: 'operator:history.nav.systemLogs', order: 3 },
    redirect: '/operator/opeHistory/opeSystemLogs/index',
  },
  { path: '/operator/opeHistory/opeSystemLogs/opeLog', group: 'operator', roles: admin },
  {
    path: '/mainModeler/modelerProcess',
    group: 'modeler',
    roles: admin,
    menu: { titleKey: 'modeler:menu.bpmn', order: 10 },
  },
  {
    path: '/mainModeler/detail',
    group: 'modeler',
    roles: admin,
    menuOf: '/mainModeler/modelerProcess',
  },
  { path: '/bpg/bp/index', group: 'bpg', roles: ['sys'] },
];

const titleOf = (path: string, lang: 'en-US' | 'fr-CA' = 'en-US') =>
  pageTitleOf(path, ROUTES, TEST_AREAS, lang);

describe('the title of a page (its h1)', () => {
  it.each([
    ['its own menu entry', '/operator/processes/index', 'operator:menu.processes'],
    ['the entry it declares (menuOf)', '/mainModeler/detail', 'modeler:menu.bpmn'],
    [
      'its nearest ancestor',
      '/operator/opeHistory/opeSystemLogs/opeLog',
      'operator:history.nav.systemLogs',
    ],
    ["its folder's index page", '/operator/processes/detail', 'operator:menu.processes'],
  ])('is %s', (_, path, key) => {
    expect(titleOf(path)).toEqual({ key });
  });

  it("is its area's side-menu title, in the user's language, when no menu entry fits", () => {
    expect(titleOf('/bpg/bp/index')).toEqual({ text: 'BPG' });
    expect(titleOf('/bpg/bp/index', 'fr-CA')).toEqual({ text: 'BPG (fr)' });
  });

  it('is none for a path no route or area knows', () => {
    expect(titleOf('/nowhere/index')).toBeUndefined();
  });
});
