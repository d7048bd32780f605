import { useConfirmDelete } from '@console/shared/ui';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTag, deleteTag } from './api';
import type { FactoryTag } from './types';

/** Adds and deletes the tenant's tags; deleting one takes it off its files, after a question. */
export function TagsModal({
  tags,
  loading,
  onChanged,
  onClose,
}: {
  tags: FactoryTag[];
  loading: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async () => {
    if (!name.trim()) return setFailure(t('factory.tags.nameRequired'));
    setAdding(true);
    setFailure(null);
    try {
      await createTag(name.trim());
      setName('');
      onChanged();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setAdding(false);
    }
  };

  const remove = (tag: FactoryTag) =>
    confirmDelete({
      title: t('factory.tags.deleteTitle', { name: tag.tagName }),
      content: tag.files
        ? t('factory.tags.untags', { count: tag.files })
        : t('factory.tags.unused'),
      onConfirm: async () => {
        await deleteTag(tag.tagName);
        void message.success(t('factory.delete.done', { name: tag.tagName }));
        onChanged();
      },
    });

  return (
    <Modal open title={t('factory.tags.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input
          aria-label={t('factory.tags.new')}
          placeholder={t('factory.tags.new')}
          value={name}
          maxLength={64}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void add()}
        />
        <Button icon={<PlusOutlined aria-hidden />} loading={adding} onClick={() => void add()}>
          {t('factory.tags.add')}
        </Button>
      </Flex>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />
      )}
      <Table<FactoryTag>
        rowKey="tagName"
        size="small"
        loading={loading}
        dataSource={tags}
        pagination={false}
        locale={{ emptyText: t('factory.tags.empty') }}
        data-testid="factory-tags"
        columns={[
          { title: t('factory.tags.name'), dataIndex: 'tagName' },
          {
            title: t('factory.tags.files'),
            key: 'files',
            render: (_, tag) => t('factory.tags.count', { count: tag.files }),
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            render: (_, tag) => (
              <Button
                type="link"
                danger
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('factory.tags.delete', { name: tag.tagName })}
                onClick={() => remove(tag)}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
