import type { RouteDescriptor } from '@console/shared';
import { AREAS, areaOf } from './areas';
import { groupOf, requiredRolesFor, sideMenuAreas, topMenuRoutes } from './menus';

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
    expect(sideMenuAreas(AREAS, 'sys').map((area) => area.menu.titleKey)).toEqual([
      'host:menu.bpg',
      'host:menu.as2Setting',
    ]);
  });

  it('shows Operator and Modeler to admin', () => {
    expect(sideMenuAreas(AREAS, 'admin').map((area) => area.menu.titleKey)).toEqual([
      'host:menu.operator',
      'host:menu.modeler',
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
});

describe('areas and groups', () => {
  it('finds the area of a path by its prefixes', () => {
    expect(areaOf('/bpg/bp/index')?.remote).toBe('partners');
    expect(areaOf('/as2Setting')?.remote).toBe('as2');
    expect(areaOf('/alarm/rule')?.remote).toBe('operator');
    expect(areaOf('/factory/tag')?.remote).toBe('modeler');
    expect(areaOf('/bpgx')).toBeUndefined();
    expect(areaOf('/account/setting')).toBeUndefined();
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
