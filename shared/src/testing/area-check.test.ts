import type { AreaDeclaration, RemoteModule } from '../contract';
import { areaViolations } from './area-check';

const area: AreaDeclaration = {
  remote: 'partners',
  group: 'bpg',
  prefixes: ['/bpg'],
  home: '/bpg/index',
  roles: ['sys'],
  menu: {
    titles: { 'en-US': 'BPG', 'zh-CN': '业务伙伴组', 'fr-CA': 'Groupes' },
    icon: 'partners',
    order: 10,
  },
};
const remoteWith = (routes: RemoteModule['routes']): RemoteModule => ({
  name: 'partners',
  version: '1',
  namespace: 'partners',
  translations: { 'en-US': {}, 'zh-CN': {}, 'fr-CA': {} },
  routes,
});

describe('a route may only narrow its area (issue 9 §4)', () => {
  it('accepts routes inside the area with its roles or fewer', () => {
    expect(
      areaViolations(remoteWith([{ path: '/bpg/index', group: 'bpg', roles: ['sys'] }]), area),
    ).toEqual([]);
  });

  it('fails a route that widens the roles, leaves the prefixes or the group', () => {
    const wide = remoteWith([
      { path: '/bpg/index', group: 'bpg', roles: ['sys', 'admin'] },
      { path: '/bpgx', group: 'bpg', roles: ['sys'] },
      { path: '/bpg/other', group: 'as2', roles: ['sys'] },
    ]);
    expect(areaViolations(wide, area)).toEqual([
      "/bpg/index: widens the area's roles with admin",
      "/bpgx: outside the area's prefixes /bpg",
      '/bpg/other: group "as2" is not the area\'s "bpg"',
    ]);
  });

  it('fails a declaration that is not one', () => {
    const broken = { ...area, roles: ['root'], menu: { ...area.menu, icon: 'rocket' } };
    expect(areaViolations(remoteWith([]), broken as unknown as AreaDeclaration)).toEqual([
      'area.json: roles must name roles',
      'area.json: menu.icon must be one of partners, certificate, dashboard, flow, folder, app',
    ]);
  });
});
