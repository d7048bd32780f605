import { formRules, type CommandPackage, type CommandScript } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { Alert, AutoComplete, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { JsonItem, jsonValue } from '../common/json-item';
import { createPackageCommand, normalizeParamsMeta, updatePackageCommand } from './api';
import { CommandScriptItem } from './command-script-item';
import { DryRunPanel } from './dry-run-panel';
import { ParamsMetaFormat } from './params-meta-format';

interface CommandValues {
  packageId: string;
  id: string;
  name: string;
  description?: string;
  paramsMeta: string;
  script: string;
}

const SAMPLE_SCRIPT = 'def answer = http.get(params.url)\nreturn [status: answer.status]\n';
const SAMPLE_META = '[\n  { "name": "url", "label": "URL", "type": "Text", "required": true }\n]';

interface CommandModalProps {
  packages: readonly CommandPackage[];
  /** Absent for a new command; else as connectorScript answers it (version, usedBy). */
  command?: CommandScript;
  onClose: () => void;
  onSaved: (saved: CommandScript) => void;
}

/**
 * A tenant's own command in one of its packages: its fields and script, with a dry run of the
 * script as it stands beside them. An edit saves the command's next version, which every
 * connector using it runs from its next run (the dialog names them first).
 */
export function CommandModal({ packages, command, onClose, onSaved }: CommandModalProps) {
  const { t } = useTranslation('modeler');

  const submit = async (values: CommandValues) => {
    const paramsMeta = await normalizeParamsMeta(jsonValue(values.paramsMeta) ?? []);
    const body = {
      packageId: values.packageId.trim(),
      id: values.id.trim(),
      name: values.name.trim(),
      description: values.description ?? '',
      script: values.script,
      paramsMeta,
    };
    onSaved(
      command
        ? await updatePackageCommand({ ...body, version: command.version })
        : await createPackageCommand(body),
    );
  };

  const own = packages.filter((each) => !each.builtIn);
  const usedBy = command?.usedBy ?? [];
  return (
    <FormModal<CommandValues>
      title={
        command
          ? t('conn.command.editTitle', {
              packageId: command.packageId,
              id: command.id,
              version: command.version,
            })
          : t('conn.command.newTitle')
      }
      width={1200}
      okText={t('common:action.save')}
      failureTitle={t(command ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={
        command
          ? {
              packageId: command.packageId,
              id: command.id,
              name: command.name,
              description: command.description,
              paramsMeta: JSON.stringify(command.paramsMeta, null, 2),
              script: command.script,
            }
          : { paramsMeta: SAMPLE_META, script: SAMPLE_SCRIPT }
      }
      confirmDiscard={{
        title: t('conn.command.discardTitle'),
        content: t('conn.command.discardBody'),
        okText: t('conn.command.discard'),
        cancelText: t('conn.command.keepEditing'),
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      {command && (
        <Alert
          type={usedBy.length ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('conn.command.usedBy', { count: usedBy.length, names: usedBy.join(', ') })}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form.Item
            name="packageId"
            label={t('conn.command.packageId')}
            extra={command ? undefined : t('conn.command.packageHelp')}
            rules={[
              formRules.required(t('conn.command.packageId')),
              formRules.noSpaces(t('conn.command.packageId')),
            ]}
          >
            <AutoComplete
              disabled={command !== undefined}
              options={own.map((each) => ({ value: each.id, label: each.name }))}
            />
          </Form.Item>
          <Form.Item
            name="id"
            label={t('conn.command.commandId')}
            rules={[
              formRules.required(t('conn.command.commandId')),
              formRules.noSpaces(t('conn.command.commandId')),
            ]}
          >
            <Input disabled={command !== undefined} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('conn.field.name')}
            rules={[formRules.required(t('conn.field.name'))]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="description" label={t('conn.field.description')}>
            <Input.TextArea autoSize={{ minRows: 1 }} />
          </Form.Item>
          <JsonItem
            name="paramsMeta"
            label={t('conn.command.paramsMeta')}
            height={140}
            extra={<ParamsMetaFormat />}
          />
          <CommandScriptItem />
        </Col>
        <Col xs={24} lg={10}>
          <DryRunSection />
        </Col>
      </Row>
    </FormModal>
  );
}

/** A dry run of the script as it stands in the form, beside it. */
function DryRunSection() {
  const { t } = useTranslation('modeler');
  const form = Form.useFormInstance<CommandValues>();
  return (
    <section aria-label={t('conn.dryRun.open')}>
      <Typography.Title level={5}>{t('conn.dryRun.open')}</Typography.Title>
      <DryRunPanel
        withParameters
        target={() => ({ script: String(form.getFieldValue('script') ?? '') })}
      />
    </section>
  );
}
