import { useResource } from '@console/shared';
import { Card, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchTags } from './api';
import type { FactoryDialog } from './dialogs';
import { EditModal } from './edit-modal';
import { FolderModal } from './folder-modal';
import { FolderView } from './folder-view';
import { TagView } from './tag-view';
import { TagsModal } from './tags-modal';
import { UploadModal } from './upload-modal';
import { useEntryActions } from './use-entry-actions';

type View = 'tag' | 'file';

/**
 * /factory/tag and /factory/file (SPEC §2 "/factory"): the tenant's stored BPMN files, found by
 * their tags or in their folders. A file opens in the modeler as a new draft.
 */
export default function FactoryPage() {
  const { t } = useTranslation('modeler');
  const navigate = useNavigate();
  const view: View = useLocation().pathname.startsWith('/factory/file') ? 'file' : 'tag';
  const tags = useResource(fetchTags, { keepPrevious: true });
  const reloadTags = tags.reload;
  const tagNames = useMemo(() => (tags.data ?? []).map((tag) => tag.tagName), [tags.data]);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<FactoryDialog | null>(null);
  const changed = useCallback(() => {
    setVersion((n) => n + 1);
    reloadTags();
  }, [reloadTags]);
  const actions = useEntryActions(changed);
  const close = () => setDialog(null);
  const viewProps = {
    version,
    tagNames,
    tagsLoading: tags.loading,
    openDialog: setDialog,
    actions,
  };

  return (
    <Card title={t('factory.title')}>
      <Tabs
        activeKey={view}
        onChange={(key) => navigate(`/factory/${key}`)}
        items={[
          {
            key: 'tag',
            label: t('factory.view.tag'),
            children: view === 'tag' && <TagView {...viewProps} />,
          },
          {
            key: 'file',
            label: t('factory.view.file'),
            children: view === 'file' && <FolderView {...viewProps} />,
          },
        ]}
      />
      {dialog?.kind === 'upload' && (
        <UploadModal
          dir={dialog.dir}
          tagNames={tagNames}
          initialTags={dialog.tags}
          onUploaded={changed}
          onClose={close}
        />
      )}
      {dialog?.kind === 'folder' && (
        <FolderModal dir={dialog.dir} onCreated={changed} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <EditModal entry={dialog.entry} tagNames={tagNames} onSaved={changed} onClose={close} />
      )}
      {dialog?.kind === 'tags' && (
        <TagsModal
          tags={tags.data ?? []}
          loading={tags.loading}
          onChanged={changed}
          onClose={close}
        />
      )}
    </Card>
  );
}
