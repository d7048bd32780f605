import type { RouteDescriptor } from '@console/shared';
import { TEST_AREAS as AREAS } from '../testing/areas';
import { areaOf, areasOf } from './areas';
import {
  groupOf,
  requiredRolesFor,
  selectedTopMenu,
  sideMenuAreas,
  topMenuRoutes,
  topMenuTree,
} from './menus';

const routes: RouteDescriptor[] = [
  {
    path: '/as2Setting',
    group: 'as2',
    roles: ['sys'],
    redirect: '/as2Setting/certificateManagement/index',
  },
  {
    path: '/as2Setting/sendPort/index',
    group: 'as2',
    roles: ['sys'],
    menu: { titleKey: 'send', order: 20 },
  },
  {
    path: '/as2Setting/certificateManagement/index',
    group: 'as2',
    roles: ['sys'],
    menu: { titleKey: 'cert', order: 10 },
  },
  {
    path: '/as2Setting/hidden',
    group: 'as2',
    roles: ['admin'],
    menu: { titleKey: 'hidden', order: 5 },
  },
  {
    path: '/account/setting',
    group: 'account',
    roles: ['admin', 'sys'],
    menu: { titleKey: 'setting', order: 1 },
  },
];

describe('side menu (SPEC §2, §6)', () => {
  it('shows BPG and AS2 setting to sys', () => {
    expect(sideMenuAreas(AREAS, 'sys').map((area) => area.menu.titles['en-US'])).toEqual([
      'BPG',
      'AS2 setting',
    ]);
  });

  it('shows the admin areas to admin, in their order, one entry per group', () => {
    // Files shares the operator's group: its pages are in the operator's top menu (SPEC §2).
    expect(sideMenuAreas(AREAS, 'admin').map((area) => area.menu.titles['en-US'])).toEqual([
      'Operator',
      'Modeler',
    ]);
  });

  it('shows nothing before the role is known', () => {
    expect(sideMenuAreas(AREAS, null)).toEqual([]);
  });
});

describe('top menu', () => {
  it("lists the group's routes with a menu entry that the role may open, in order", () => {
    expect(topMenuRoutes(routes, 'as2', 'sys').map((route) => route.menu?.titleKey)).toEqual([
      'cert',
      'send',
    ]);
    expect(topMenuRoutes(routes, 'as2', 'admin').map((route) => route.menu?.titleKey)).toEqual([
      'hidden',
    ]);
    expect(topMenuRoutes(routes, 'bpg', 'sys')).toEqual([]);
  });

  it('puts an entry under its parent as a submenu, and at the top when the parent is not shown', () => {
    const entry = (path: string, order: number, parent?: string): RouteDescriptor => ({
      path,
      group: 'operator',
      roles: ['admin'],
      menu: { titleKey: path, order, parent },
    });
    const history = '/operator/opeHistory';
    const tree = topMenuTree([
      entry('/operator/dashboard', 10),
      entry(history, 40),
      entry(`${history}/opeProcessLogs`, 1, history),
      entry(`${history}/operatorLogQuery`, 4, history),
      entry('/operator/orphan', 50, '/operator/gone'),
    ]);
    expect(tree.map((node) => [node.route.path, node.children.map((child) => child.path)])).toEqual(
      [
        ['/operator/dashboard', []],
        [history, [`${history}/opeProcessLogs`, `${history}/operatorLogQuery`]],
        ['/operator/orphan', []],
      ],
    );
  });

  it('shows a menu link and the page it leads to as one entry, the first loaded', () => {
    const menu = { titleKey: 'link', order: 35, search: 'path=mounted/' };
    const link: RouteDescriptor = {
      path: '/operator/resultFileDownload',
      group: 'operator',
      roles: ['admin'],
      menu,
    };
    const page: RouteDescriptor = { ...link, menu: { ...menu, titleKey: 'page' } };
    const shown = topMenuRoutes([link, page], 'operator', 'admin');
    expect(shown.map((route) => route.menu?.titleKey)).toEqual(['link']);
  });
});

describe('the highlighted top menu entry', () => {
  const entries = topMenuRoutes(routes, 'as2', 'sys');
  const withPages: RouteDescriptor[] = [
    ...routes,
    {
      path: '/as2Setting/sendPort/edit',
      group: 'as2',
      roles: ['sys'],
      menuOf: '/as2Setting/sendPort/index',
    },
    { path: '/as2Setting/other', group: 'as2', roles: ['sys'] },
  ];
  it("is the page's own entry", () => {
    expect(selectedTopMenu('/as2Setting/sendPort/index', entries, withPages)).toEqual([
      '/as2Setting/sendPort/index',
    ]);
  });
  it('is the entry a page without one declares it belongs to', () => {
    expect(selectedTopMenu('/as2Setting/sendPort/edit', entries, withPages)).toEqual([
      '/as2Setting/sendPort/index',
    ]);
  });
  it('is none for a page that neither has nor declares one', () => {
    expect(selectedTopMenu('/as2Setting/other', entries, withPages)).toEqual([]);
  });
});

describe('areas and groups', () => {
  it('finds the area of a path by its prefixes', () => {
    expect(areaOf('/bpg/bp/index', AREAS)?.remote).toBe('partners');
    expect(areaOf('/as2Setting', AREAS)?.remote).toBe('as2');
    expect(areaOf('/alarm/rule', AREAS)?.remote).toBe('operator');
    expect(areaOf('/factory/tag', AREAS)?.remote).toBe('modeler');
    expect(areaOf('/bpgx', AREAS)).toBeUndefined();
    expect(areaOf('/account/setting', AREAS)).toBeUndefined();
  });

  it('gives a path to the area with the longest matching prefix', () => {
    expect(areaOf('/operator/resultFileDownload', AREAS)?.remote).toBe('files');
    expect(areaOf('/operator/dashboard', AREAS)?.remote).toBe('operator');
  });

  it('takes the areas from /remotes.json, skipping broken or borrowed declarations', () => {
    const [as2, partners] = AREAS;
    const catalog = [
      { name: 'as2', entry: '/remotes/as2/mf-manifest.json', area: as2 },
      {
        name: 'partners',
        entry: '/remotes/partners/mf-manifest.json',
        area: { ...partners, roles: [] },
      },
      { name: 'copycat', entry: '/remotes/copycat/mf-manifest.json', area: as2 },
      { name: 'legacy', entry: '/remotes/legacy/mf-manifest.json', area: null },
    ];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(areasOf(catalog)).toEqual([as2]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('takes the group from the route, else the area', () => {
    expect(groupOf('/account/setting', routes, AREAS)).toBe('account');
    expect(groupOf('/as2Setting/sendPort/index', routes, AREAS)).toBe('as2');
    expect(groupOf('/as2Setting/unknown', routes, AREAS)).toBe('as2');
    expect(groupOf('/operator/dashboard', routes, AREAS)).toBe('operator');
  });

  it("takes the required roles from the route, else from the path's area", () => {
    expect(requiredRolesFor('/as2Setting/hidden', routes, AREAS)).toEqual(['admin']);
    expect(requiredRolesFor('/as2Setting/not-loaded', routes, AREAS)).toEqual(['sys']);
    expect(requiredRolesFor('/operator/dashboard', routes, AREAS)).toEqual(['admin']);
    expect(requiredRolesFor('/nowhere', routes, AREAS)).toBeUndefined();
  });
});
