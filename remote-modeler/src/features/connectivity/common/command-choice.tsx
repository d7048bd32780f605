import {
  formRules,
  useResource,
  type CommandPackage,
  type PackageCommand,
  type ParamMeta,
} from '@console/shared';
import { Form, Select } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ParamsForm } from '../params-form/params-form';
import { initialParameters } from '../params-form/param-values';

type NamePath = (string | number)[];

interface CommandChoiceProps {
  packages: readonly CommandPackage[];
  fetchCommands: (packageId: string) => Promise<PackageCommand[]>;
  /** Where the fields sit, relative to a Form.List item ([] outside one) … */
  name: NamePath;
  /** … and from the form's root. */
  path: NamePath;
  /** Editing: the command is fixed. */
  fixed?: boolean;
  /** The fields of the saved command, shown until its package's commands arrive. */
  savedMeta?: readonly ParamMeta[];
  /** Fields shown between the command and its own fields. */
  children?: ReactNode;
}

const NO_META: readonly ParamMeta[] = [];
const NONE_SET: readonly string[] = [];

/**
 * Package, then one of its commands, then the command's generated form; the chosen command's
 * fields are kept at `paramsMeta` beside its `parameters`, and the names of its secrets that
 * the saved connector has at `secretsSet` (shown as set, kept unless replaced).
 */
export function CommandChoice({
  packages,
  fetchCommands,
  name,
  path,
  fixed,
  savedMeta,
  children,
}: CommandChoiceProps) {
  const { t } = useTranslation('modeler');
  const form = Form.useFormInstance();
  const packageId = Form.useWatch<string | undefined>([...path, 'packageId']);
  const commandId = Form.useWatch<string | undefined>([...path, 'commandId']);
  const loader = useMemo(
    () => (packageId ? () => fetchCommands(packageId) : null),
    [packageId, fetchCommands],
  );
  const commands = useResource(loader);
  const secretsSet = Form.useWatch<string[] | undefined>([...path, 'secretsSet']) ?? NONE_SET;
  const command = commands.data?.find((each) => each.id === commandId);
  const meta = command?.paramsMeta ?? savedMeta ?? NO_META;
  // Kept in the form beside the values, so that a save knows which fields it sends.
  // (By its text: a path made afresh each render must not set the field each render.)
  const metaPath = JSON.stringify([...path, 'paramsMeta']);
  useEffect(
    () => form.setFieldValue(JSON.parse(metaPath) as NamePath, meta),
    [form, metaPath, meta],
  );

  return (
    <>
      <Form.Item
        name={[...name, 'packageId']}
        label={t('conn.field.package')}
        rules={[formRules.required(t('conn.field.package'))]}
      >
        <Select
          disabled={fixed}
          showSearch={{ optionFilterProp: 'label' }}
          options={packages.map((each) => ({ value: each.id, label: each.name }))}
          onChange={() => {
            form.setFieldValue([...path, 'commandId'], undefined);
            form.setFieldValue([...path, 'parameters'], {});
            form.setFieldValue([...path, 'secretsSet'], []);
          }}
        />
      </Form.Item>
      <Form.Item
        name={[...name, 'commandId']}
        label={t('conn.field.command')}
        rules={[formRules.required(t('conn.field.command'))]}
      >
        <Select
          disabled={fixed || !packageId}
          loading={commands.loading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(commands.data ?? []).map((each) => ({ value: each.id, label: each.name }))}
          onChange={(id: string) => {
            const chosen = commands.data?.find((each) => each.id === id);
            form.setFieldValue(
              [...path, 'parameters'],
              initialParameters(chosen?.paramsMeta ?? []),
            );
            // Another command's secrets are not this one's.
            form.setFieldValue([...path, 'secretsSet'], []);
          }}
        />
      </Form.Item>
      <Form.Item name={[...name, 'paramsMeta']} hidden noStyle />
      <Form.Item name={[...name, 'secretsSet']} hidden noStyle />
      {children}
      <ParamsForm meta={meta} name={[...name, 'parameters']} secretsSet={secretsSet} />
    </>
  );
}
