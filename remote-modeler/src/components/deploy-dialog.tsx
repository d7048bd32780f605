import type { DeployResult } from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Alert, App, Button, Checkbox, Divider, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowDiff } from './bpmn-diff';
import { deployFlow } from './deploy-api';
import { DeployChanges } from './deploy-changes';

interface DeployValues {
  name: string;
  suspended: boolean;
}

export interface DeployDialogProps {
  flowName: string;
  tempFlowId: number;
  /** The BPMN to deploy: the editor's current diagram, or the stored draft's. */
  xml: string;
  /** The editor has changes the draft does not hold yet (SPEC §4). */
  dirty?: boolean;
  /** Saves the editor's diagram into the draft ('save and deploy'). */
  onSave?: () => Promise<void>;
  onDiff?: (diff: FlowDiff | null) => void;
  onClose: () => void;
  onDeployed: (result: DeployResult) => void;
}

type Mode = 'stored' | 'saveAndDeploy' | 'withoutSave';

/**
 * POST /api/flow/deploy with a required deploy name and an optional suspended start, showing
 * what changes against the deployed version of the same key. With unsaved changes the user
 * chooses 'save and deploy' or 'deploy without save' (the editor's BPMN, draft left as it is).
 */
export function DeployDialog(props: DeployDialogProps) {
  const { flowName, tempFlowId, xml, dirty = false, onSave, onDiff, onClose, onDeployed } = props;
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const [form] = Form.useForm<DeployValues>();
  const [busy, setBusy] = useState<Mode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const deploy = async (mode: Mode) => {
    let values: DeployValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(mode);
    setFailure(null);
    try {
      if (mode === 'saveAndDeploy') await onSave?.();
      const result = await deployFlow({
        name: values.name.trim(),
        tempFlowId,
        suspended: values.suspended,
        ...(mode === 'withoutSave' ? { xml } : {}),
      });
      void message.success(t('deploy.success'));
      onDeployed(result);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const footer = dirty
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('common:action.cancel')}
        </Button>,
        <Button
          key="without"
          loading={busy === 'withoutSave'}
          onClick={() => void deploy('withoutSave')}
        >
          {t('deploy.deployWithoutSave')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={busy === 'saveAndDeploy'}
          onClick={() => void deploy('saveAndDeploy')}
        >
          {t('deploy.saveAndDeploy')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('common:action.cancel')}
        </Button>,
        <Button
          key="deploy"
          type="primary"
          loading={busy === 'stored'}
          onClick={() => void deploy('stored')}
        >
          {t('deploy.submit')}
        </Button>,
      ];

  return (
    <Modal
      open
      destroyOnHidden
      width={640}
      title={t('deploy.title', { name: flowName })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={footer}
    >
      {failure && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={failure} />
      )}
      {dirty && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('deploy.unsaved')} />
      )}
      <Form<DeployValues>
        form={form}
        layout="vertical"
        initialValues={{ name: flowName, suspended: false }}
        onFinish={() => void deploy(dirty ? 'saveAndDeploy' : 'stored')}
      >
        <Form.Item
          name="name"
          label={t('deploy.name')}
          rules={[
            { required: true, whitespace: true, message: t('deploy.nameRequired') },
            { max: 255 },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="suspended" valuePropName="checked" extra={t('deploy.suspendedHelp')}>
          <Checkbox>{t('deploy.suspended')}</Checkbox>
        </Form.Item>
      </Form>
      <Divider style={{ margin: '8px 0 12px' }} />
      <DeployChanges xml={xml} onDiff={onDiff} />
    </Modal>
  );
}
