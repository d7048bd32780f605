import {
  ApartmentOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  FolderOpenOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  isAreaDeclaration,
  underPrefix,
  type AreaDeclaration,
  type AreaIcon,
} from '@console/shared';
import type { ReactNode } from 'react';
import type { RemoteEntry } from '../remotes/catalog';

/**
 * The console's areas. Each remote declares its own in area.json, which /remotes.json carries
 * (issue 9 §4): the host knows no area of its own, so a remote deployed into a running console
 * brings its side-menu entry, its guard and its fallback page with it, with no host rebuild.
 */
export type AreaDescriptor = AreaDeclaration;

export const AREA_ICON: Record<AreaIcon, ReactNode> = {
  partners: <ApartmentOutlined />,
  certificate: <SafetyCertificateOutlined />,
  dashboard: <DashboardOutlined />,
  flow: <NodeIndexOutlined />,
  folder: <FolderOpenOutlined />,
  app: <AppstoreOutlined />,
};

/** The areas of the deployed remotes: each entry's declaration, if it is one and its own. */
export function areasOf(catalog: readonly RemoteEntry[] | null): AreaDescriptor[] {
  return (catalog ?? []).flatMap((entry) => {
    if (isAreaDeclaration(entry.area) && entry.area.remote === entry.name) return [entry.area];
    if (entry.area != null) console.error(`/remotes.json: "${entry.name}" has a broken area`);
    return [];
  });
}

/**
 * The area a path belongs to: the one with the longest matching prefix, so that
 * `/operator/resultFileDownload` is the files remote's inside the operator's `/operator`.
 */
export function areaOf(path: string, areas: readonly AreaDescriptor[]) {
  let best: { area: AreaDescriptor; length: number } | undefined;
  for (const area of areas) {
    for (const prefix of area.prefixes) {
      if (underPrefix(path, prefix) && (!best || prefix.length > best.length))
        best = { area, length: prefix.length };
    }
  }
  return best?.area;
}
