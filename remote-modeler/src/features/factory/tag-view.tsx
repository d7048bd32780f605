import { LoadError } from '@console/shared/ui';
import { TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchTaggedFiles } from './api';
import type { ViewProps } from './dialogs';
import { FilesTable } from './files-table';
import { tagOptions } from './tags-item';
import { useViewList } from './use-view-list';

/**
 * /factory/tag: the files, of every folder, that carry all the chosen tags; the tags are in the
 * URL (`?tag=a&tag=b`), so the filter can be bookmarked and Back restores it.
 */
export function TagView({ version, tagNames, tagsLoading, openDialog, actions }: ViewProps) {
  const { t } = useTranslation('modeler');
  const [params, setParams] = useSearchParams();
  const chosen = params.getAll('tag');
  const key = chosen.join('\n');
  const loader = useMemo(() => () => fetchTaggedFiles(key ? key.split('\n') : []), [key]);
  const files = useViewList(loader, version, { keepPrevious: true });
  const { reload } = files;

  if (!files.data && files.failed) {
    return <LoadError title={t('factory.loadFailed')} onRetry={reload} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          mode="multiple"
          allowClear
          aria-label={t('factory.filter.label')}
          placeholder={t('factory.filter.placeholder')}
          loading={tagsLoading}
          value={chosen}
          style={{ minWidth: 320, flex: 1 }}
          options={tagOptions(tagNames)}
          onChange={(tags: string[]) =>
            setParams(tags.map((tag): [string, string] => ['tag', tag]))
          }
          data-testid="factory-tag-filter"
        />
        <Button icon={<TagsOutlined aria-hidden />} onClick={() => openDialog({ kind: 'tags' })}>
          {t('factory.action.tags')}
        </Button>
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          onClick={() => openDialog({ kind: 'upload', dir: '', tags: chosen })}
        >
          {t('factory.action.upload')}
        </Button>
      </Flex>
      <FilesTable
        showFolder
        entries={files.data}
        loading={files.loading}
        emptyText={t(chosen.length ? 'factory.empty.tagged' : 'factory.empty.all')}
        actions={actions}
        onEdit={(entry) => openDialog({ kind: 'edit', entry })}
      />
    </Flex>
  );
}
