import { formRules, MONITOR_LIMITS, type FileMonitorForm } from '@console/shared';
import { Form, Input, InputNumber, Radio, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredValue } from '../automation-common/form-items';
import { folderInput, storeFolder } from './folder';
import { FolderInput } from './folder-input';
import { defineKind } from './monitor-kind';

/** `folder` is what the user types: without 'mounted/' and the last '/'. */
type FileSettings = Pick<
  FileMonitorForm,
  'storage' | 'folder' | 'pattern' | 'intervalMinutes' | 'afterStart'
>;

/** A pattern names files of the one folder (the server's rule, checked before it is sent). */
const outsideFolder = (pattern: string) => pattern.includes('/') || pattern.includes('..');

function FileFields() {
  const { t } = useTranslation('modeler');
  const folder = t('monitors.file.folder');
  const pattern = t('monitors.file.pattern');
  const interval = t('monitors.file.interval');
  return (
    <>
      <Form.Item name="storage" label={t('monitors.file.storage')}>
        <Select
          options={[
            { value: 'files', label: t('monitors.file.files') },
            { value: 'gcs', label: t('monitors.file.gcs') },
          ]}
        />
      </Form.Item>
      <Form.Item name="folder" label={folder} rules={[formRules.required(folder)]}>
        <FolderInput />
      </Form.Item>
      <Form.Item
        name="pattern"
        label={pattern}
        extra={t('monitors.file.patternHelp')}
        rules={[
          formRules.required(pattern),
          formRules.maxLength(pattern, MONITOR_LIMITS.pattern),
          {
            validator: (_rule, value?: string) =>
              value && outsideFolder(value)
                ? Promise.reject(new Error(t('monitors.file.patternSlash')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="intervalMinutes"
        label={interval}
        extra={t('monitors.file.intervalHint')}
        rules={[requiredValue(interval)]}
      >
        <InputNumber
          min={MONITOR_LIMITS.intervalMinutesMin}
          max={MONITOR_LIMITS.intervalMinutesMax}
          precision={0}
        />
      </Form.Item>
      <Form.Item name="afterStart" label={t('monitors.file.afterStart')}>
        <Radio.Group
          options={[
            { value: 'move', label: t('monitors.file.move') },
            { value: 'mark', label: t('monitors.file.mark') },
          ]}
        />
      </Form.Item>
    </>
  );
}

function FileWhere({ config }: { config: Partial<FileSettings> }) {
  const { t } = useTranslation('modeler');
  return (
    <>
      {config.storage === 'gcs' && <Tag color="blue">{t('monitors.file.gcsTag')}</Tag>}
      <Typography.Text code>{`${config.folder ?? ''}${config.pattern ?? ''}`}</Typography.Text>
    </>
  );
}

/** The file store's and the cloud storage's folders (SPEC §4, §5, §9). */
export const FILE_MONITOR = defineKind<'file', FileSettings>({
  route: 'file',
  Where: FileWhere,
  Fields: FileFields,
  values: (config) => ({
    storage: config.storage ?? 'files',
    folder: folderInput(config.folder),
    pattern: config.pattern,
    intervalMinutes: config.intervalMinutes ?? 5,
    afterStart: config.afterStart ?? 'move',
  }),
  settings: (values) => ({
    storage: values.storage,
    folder: storeFolder(values.folder),
    pattern: values.pattern.trim(),
    intervalMinutes: values.intervalMinutes,
    afterStart: values.afterStart,
  }),
});
