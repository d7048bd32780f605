import type { AreaDeclaration, AreaIcon, Role } from '@console/shared';

const area = (
  remote: string,
  group: string,
  prefixes: string[],
  roles: Role[],
  title: string,
  icon: AreaIcon,
  order: number,
): AreaDeclaration => ({
  remote,
  group,
  prefixes,
  home: prefixes[0],
  roles,
  menu: {
    titles: { 'en-US': title, 'zh-CN': `${title} (zh)`, 'fr-CA': `${title} (fr)` },
    icon,
    order,
  },
});

/** Areas as remotes declare them (ARCHITECTURE.md's route ownership), for driving the host. */
export const TEST_AREAS: AreaDeclaration[] = [
  area('as2', 'as2', ['/as2Setting'], ['sys'], 'AS2 setting', 'certificate', 20),
  area('partners', 'bpg', ['/bpg'], ['sys'], 'BPG', 'partners', 10),
  area('operator', 'operator', ['/operator', '/alarm'], ['admin'], 'Operator', 'dashboard', 30),
  area('modeler', 'modeler', ['/mainModeler', '/factory'], ['admin'], 'Modeler', 'flow', 40),
  area(
    'files',
    'operator',
    ['/operator/resultFileDownload', '/upload'],
    ['admin'],
    'Files',
    'folder',
    35,
  ),
];
