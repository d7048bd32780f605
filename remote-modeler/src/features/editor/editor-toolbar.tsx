import {
  AimOutlined,
  ArrowLeftOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  DownloadOutlined,
  FileAddOutlined,
  FolderOpenOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex, Segmented, Tooltip, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EditorView = 'diagram' | 'xml';

export interface ToolbarActions {
  back: () => void;
  create: () => void;
  open: (file: File) => void;
  save: () => void;
  deploy?: () => void;
  undo: () => void;
  redo: () => void;
  zoom: (step: 1 | -1 | 0) => void;
  download: (kind: 'bpmn' | 'svg') => void;
}

function Tool(props: { title: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={props.title}>
      <Button
        aria-label={props.title}
        icon={<span aria-hidden>{props.icon}</span>}
        onClick={props.onClick}
        disabled={props.disabled}
      />
    </Tooltip>
  );
}

/** The editor's commands; the keyboard reaches the same (Ctrl+S, Ctrl+Z, Ctrl+Y, …). */
export function EditorToolbar(props: {
  actions: ToolbarActions;
  view: EditorView;
  onView: (view: EditorView) => void;
  dirty: boolean;
  saving: boolean;
  /** The ▶ Start instance button, beside Deploy. */
  startTool?: ReactNode;
  /** The choice of diagram, for a file with several. */
  diagramSwitch?: ReactNode;
}) {
  const { actions, view, onView, dirty, saving, startTool, diagramSwitch } = props;
  const { t } = useTranslation('modeler');
  return (
    <Flex gap={8} wrap align="center">
      <Tool title={t('editor.back')} icon={<ArrowLeftOutlined />} onClick={actions.back} />
      <Tool title={t('editor.new')} icon={<FileAddOutlined />} onClick={actions.create} />
      <Upload
        accept=".bpmn,.xml"
        showUploadList={false}
        beforeUpload={(file) => {
          actions.open(file);
          return false;
        }}
      >
        <Tool title={t('editor.open')} icon={<FolderOpenOutlined />} onClick={() => undefined} />
      </Upload>
      <Button
        type={dirty ? 'primary' : 'default'}
        icon={<SaveOutlined aria-hidden />}
        loading={saving}
        onClick={actions.save}
      >
        {t('common:action.save')}
      </Button>
      {actions.deploy && (
        <Button icon={<CloudUploadOutlined aria-hidden />} onClick={actions.deploy}>
          {t('list.action.deploy')}
        </Button>
      )}
      {startTool}
      <Tool title={t('editor.undo')} icon={<UndoOutlined />} onClick={actions.undo} />
      <Tool title={t('editor.redo')} icon={<RedoOutlined />} onClick={actions.redo} />
      <Tool title={t('editor.zoomIn')} icon={<ZoomInOutlined />} onClick={() => actions.zoom(1)} />
      <Tool
        title={t('editor.zoomOut')}
        icon={<ZoomOutOutlined />}
        onClick={() => actions.zoom(-1)}
      />
      <Tool title={t('editor.fit')} icon={<AimOutlined />} onClick={() => actions.zoom(0)} />
      <Dropdown
        menu={{
          items: [
            { key: 'bpmn', label: t('editor.downloadBpmn') },
            { key: 'svg', label: t('editor.downloadSvg') },
          ],
          onClick: ({ key }) => actions.download(key as 'bpmn' | 'svg'),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />}>{t('common:action.download')}</Button>
      </Dropdown>
      {diagramSwitch}
      <Segmented<EditorView>
        value={view}
        onChange={onView}
        options={[
          { value: 'diagram', label: t('editor.diagramView') },
          { value: 'xml', label: t('editor.xmlView'), icon: <CodeOutlined aria-hidden /> },
        ]}
      />
    </Flex>
  );
}
