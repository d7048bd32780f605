import { FormModal } from '@console/shared/ui';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadBpmn } from './api';
import { folderLabel } from './folder-label';
import { TagsItem } from './tags-item';

interface UploadValues {
  files: UploadFile[];
  tags: string[];
}

/** The names the server takes as BPMN files (docs/factory.md). */
const BPMN_FILE = /\.(bpmn|xml)$/i;

/**
 * POST /api/bpmnUpload into `dir`: the server reads the file as the modeler does, and its
 * refusal (with the line and column of the first error) stays above the fields.
 */
export function UploadModal({
  dir,
  tagNames,
  initialTags,
  onUploaded,
  onClose,
}: {
  dir: string;
  tagNames: string[];
  initialTags: string[];
  onUploaded: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();

  const submit = async ({ files, tags }: UploadValues) => {
    const file = files[0]?.originFileObj;
    if (!file) throw new Error(t('factory.upload.fileRequired'));
    await uploadBpmn({ dir, tags, file });
    void message.success(t('factory.upload.success'));
    onUploaded();
  };

  return (
    <FormModal<UploadValues>
      title={t('factory.upload.title')}
      okText={t('common:action.upload')}
      failureTitle={t('factory.upload.failed')}
      initialValues={{ files: [], tags: initialTags }}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('factory.upload.into', { folder: folderLabel(dir, t) })}</p>
      <Form.Item
        name="files"
        label={t('factory.upload.file')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[
          {
            validator: (_, files: UploadFile[] = []) => {
              if (!files.length) return Promise.reject(new Error(t('factory.upload.fileRequired')));
              if (!BPMN_FILE.test(files[0].name))
                return Promise.reject(new Error(t('factory.upload.badType')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Upload beforeUpload={() => false} accept=".bpmn,.xml" maxCount={1}>
          <Button icon={<UploadOutlined aria-hidden />}>{t('factory.upload.pick')}</Button>
        </Upload>
      </Form.Item>
      <TagsItem label={t('factory.upload.tags')} tagNames={tagNames} />
    </FormModal>
  );
}
