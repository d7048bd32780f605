import { formRules, type CommandPackage, type ParamMeta } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { AutoComplete, Collapse, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { JsonItem, jsonValue } from '../common/json-item';
import { ScriptEditor } from '../script-editor/script-editor';
import { createPackageCommand, normalizeParamsMeta } from './api';
import { DryRunPanel } from './dry-run-panel';
import { UpgradeButton } from './upgrade-button';

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

/** The parameter names of paramsMeta text, while it is typed (none while it does not parse). */
function paramNamesOf(text: string | undefined): string[] {
  try {
    const meta = jsonValue(text);
    return Array.isArray(meta)
      ? meta.flatMap((field: Partial<ParamMeta>) => (field?.name ? [field.name] : []))
      : [];
  } catch {
    return [];
  }
}

/** The script, completed with the parameters typed above it. */
function CommandScriptItem() {
  const { t } = useTranslation('modeler');
  const paramNames = paramNamesOf(Form.useWatch<string | undefined>('paramsMeta'));
  return (
    <Form.Item
      name="script"
      label={t('conn.script.label')}
      rules={[formRules.required(t('conn.script.label'))]}
      extra={
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <UpgradeButton />
        </Flex>
      }
    >
      <ScriptEditor paramNames={paramNames} height={260} />
    </Form.Item>
  );
}

/** A tenant's own command in one of its packages: its fields, its script, a dry run. */
export function CommandModal({
  packages,
  onClose,
  onSaved,
}: {
  packages: readonly CommandPackage[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('modeler');

  const submit = async (values: CommandValues) => {
    const paramsMeta = await normalizeParamsMeta(jsonValue(values.paramsMeta) ?? []);
    await createPackageCommand({
      packageId: values.packageId.trim(),
      id: values.id.trim(),
      name: values.name.trim(),
      description: values.description ?? '',
      script: values.script,
      paramsMeta,
    });
    onSaved();
  };

  const own = packages.filter((each) => !each.builtIn);
  return (
    <FormModal<CommandValues>
      title={t('conn.command.newTitle')}
      width={1000}
      okText={t('common:action.save')}
      failureTitle={t('common:message.creationFailed')}
      initialValues={{ paramsMeta: SAMPLE_META, script: SAMPLE_SCRIPT }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="packageId"
        label={t('conn.command.packageId')}
        extra={t('conn.command.packageHelp')}
        rules={[
          formRules.required(t('conn.command.packageId')),
          formRules.noSpaces(t('conn.command.packageId')),
        ]}
      >
        <AutoComplete options={own.map((each) => ({ value: each.id, label: each.name }))} />
      </Form.Item>
      <Form.Item
        name="id"
        label={t('conn.command.commandId')}
        rules={[
          formRules.required(t('conn.command.commandId')),
          formRules.noSpaces(t('conn.command.commandId')),
        ]}
      >
        <Input />
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
      <JsonItem name="paramsMeta" label={t('conn.command.paramsMeta')} height={140} />
      <CommandScriptItem />
      <DryRunSection />
    </FormModal>
  );
}

/** A dry run of the script as it stands in the form. */
function DryRunSection() {
  const { t } = useTranslation('modeler');
  const form = Form.useFormInstance<CommandValues>();
  return (
    <Collapse
      items={[
        {
          key: 'dryRun',
          label: t('conn.dryRun.open'),
          children: (
            <DryRunPanel
              withParameters
              target={() => ({ script: String(form.getFieldValue('script') ?? '') })}
            />
          ),
        },
      ]}
    />
  );
}
