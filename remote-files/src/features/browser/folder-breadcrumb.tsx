import { folderTrail } from '@console/shared';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface FolderBreadcrumbProps {
  folder: string;
  folderLink: (folder: string) => string;
}

/** Where the listing is: each folder above is a link, the current one is plain text. */
export function FolderBreadcrumb({ folder, folderLink }: FolderBreadcrumbProps) {
  const { t } = useTranslation('files');
  const trail = folderTrail(folder);
  return (
    <Breadcrumb
      aria-label={t('list.whereLabel')}
      items={trail.map((crumb, index) => ({
        key: crumb.path,
        title:
          index === trail.length - 1 ? (
            <span aria-current="page">{crumb.name}</span>
          ) : (
            <Link to={folderLink(crumb.path)}>{crumb.name}</Link>
          ),
      }))}
    />
  );
}
