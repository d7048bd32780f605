import {
  DeleteOutlined,
  FolderAddOutlined,
  ReloadOutlined,
  RestOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface BrowserToolbarProps {
  filter: string;
  onFilter: (text: string) => void;
  selected: number;
  refreshing: boolean;
  onNewFolder: () => void;
  onUpload: () => void;
  onDeleteSelected: () => void;
  onTrash: () => void;
  onRefresh: () => void;
}

/** The folder's actions. The icons repeat the labels, so screen readers hear the labels alone. */
export function BrowserToolbar(props: BrowserToolbarProps) {
  const { t } = useTranslation('files');
  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        allowClear
        style={{ width: 240 }}
        placeholder={t('toolbar.filter')}
        aria-label={t('toolbar.filter')}
        value={props.filter}
        onChange={(event) => props.onFilter(event.target.value)}
      />
      <Button icon={<FolderAddOutlined aria-hidden />} onClick={props.onNewFolder}>
        {t('toolbar.newFolder')}
      </Button>
      <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={props.onUpload}>
        {t('common:action.upload')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={!props.selected}
        onClick={props.onDeleteSelected}
      >
        {t('toolbar.deleteSelected')}
      </Button>
      <Button icon={<RestOutlined aria-hidden />} onClick={props.onTrash}>
        {t('toolbar.trash')}
      </Button>
      <Button
        icon={<ReloadOutlined aria-hidden />}
        loading={props.refreshing}
        onClick={props.onRefresh}
      >
        {t('common:action.refresh')}
      </Button>
    </Flex>
  );
}
