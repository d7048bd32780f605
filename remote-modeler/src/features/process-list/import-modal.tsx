import { useResource } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchImportTargets, importFlow } from './api';

interface ImportValues {
  files: UploadFile[];
  sourceBpId?: number;
  targetBpId: number;
  name?: string;
}

/** The names the server takes as BPMN (server/src/modules/flows/file-name.ts). */
const BPMN_FILE = /\.(bpmn|xml)$/i;

/** POST /api/flow/importFlow: a .bpmn file becomes an undeployed draft of the target BP. */
export function ImportModal({
  ownBpId,
  onClose,
  onImported,
}: {
  ownBpId: number | null;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const targets = useResource(fetchImportTargets);
  const options = (targets.data ?? []).map((bp) => ({
    value: bp.id,
    label: `${bp.name} (${bp.id})`,
  }));

  const submit = async ({ files, sourceBpId, targetBpId, name }: ImportValues) => {
    const file = files[0]?.originFileObj;
    if (!file) throw new Error(t('importFlow.fileRequired'));
    await importFlow({ file, sourceBpId, targetBpId, name });
    void message.success(t('importFlow.success'));
    onImported();
  };

  return (
    <FormModal<ImportValues>
      title={t('importFlow.title')}
      okText={t('importFlow.submit')}
      initialValues={{ files: [], targetBpId: ownBpId ?? undefined }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="files"
        label={t('importFlow.file')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[
          {
            validator: (_, files: UploadFile[] = []) => {
              if (!files.length) return Promise.reject(t('importFlow.fileRequired'));
              if (!BPMN_FILE.test(files[0].name)) return Promise.reject(t('importFlow.badType'));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Upload beforeUpload={() => false} accept=".bpmn,.xml" maxCount={1}>
          <Button icon={<UploadOutlined aria-hidden />}>{t('importFlow.pick')}</Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="sourceBpId"
        label={t('importFlow.sourceBp')}
        extra={t('importFlow.sourceHelp')}
      >
        <Select allowClear loading={targets.loading} options={options} />
      </Form.Item>
      <Form.Item
        name="targetBpId"
        label={t('importFlow.targetBp')}
        dependencies={['sourceBpId']}
        rules={[
          { required: true, message: t('importFlow.targetRequired') },
          ({ getFieldValue }) => ({
            validator: (_, target?: number) =>
              target !== undefined && target === getFieldValue('sourceBpId')
                ? Promise.reject(t('importFlow.sameBp'))
                : Promise.resolve(),
          }),
        ]}
      >
        <Select loading={targets.loading} options={options} />
      </Form.Item>
      <Form.Item name="name" label={t('importFlow.name')} rules={[{ max: 255 }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}
