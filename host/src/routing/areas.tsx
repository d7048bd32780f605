import {
  ApartmentOutlined,
  DashboardOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { MenuGroup, Role } from '@console/shared';
import type { ReactNode } from 'react';

/**
 * The console's areas: which remote serves a group of paths, who may use it, and its side-menu
 * entry. The host keeps these (rather than reading them from the remote) so that an area whose
 * remote cannot be loaded still has its menu entry and a fallback page with Retry.
 */
export interface AreaDescriptor {
  group: MenuGroup;
  /** Name in /remotes.json. */
  remote: string;
  /** Path prefixes the remote owns (ARCHITECTURE.md, route ownership). */
  prefixes: readonly string[];
  home: string;
  roles: readonly Role[];
  menu: { titleKey: string; icon: ReactNode; order: number };
}

export const AREAS: readonly AreaDescriptor[] = [
  {
    group: 'bpg',
    remote: 'partners',
    prefixes: ['/bpg'],
    home: '/bpg/index',
    roles: ['sys'],
    menu: { titleKey: 'host:menu.bpg', icon: <ApartmentOutlined />, order: 10 },
  },
  {
    group: 'as2',
    remote: 'as2',
    prefixes: ['/as2Setting'],
    home: '/as2Setting',
    roles: ['sys'],
    menu: { titleKey: 'host:menu.as2Setting', icon: <SafetyCertificateOutlined />, order: 20 },
  },
  {
    group: 'operator',
    remote: 'operator',
    prefixes: ['/operator', '/alarm'],
    home: '/operator/dashboard',
    roles: ['admin'],
    menu: { titleKey: 'host:menu.operator', icon: <DashboardOutlined />, order: 30 },
  },
  {
    group: 'modeler',
    remote: 'modeler',
    prefixes: [
      '/mainModeler',
      '/connector',
      '/monitor',
      '/trigger',
      '/command',
      '/management',
      '/factory',
    ],
    home: '/mainModeler',
    roles: ['admin'],
    menu: { titleKey: 'host:menu.modeler', icon: <NodeIndexOutlined />, order: 40 },
  },
];

const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The area a path belongs to, if any. */
export const areaOf = (path: string, areas: readonly AreaDescriptor[] = AREAS) =>
  areas.find((area) => area.prefixes.some((prefix) => underPrefix(path, prefix)));
