import { App, Form, Input, Typography } from 'antd';
import { COMMON_NS, useSettings } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormModal } from '../form-modal';
import { VariableRows, wireValueOf, type VariableRow } from '../variables';
import {
  operatorInstancePath,
  startInstance,
  type StartedInstance,
  type StartRequest,
  type StartTarget,
} from './api';

/** Camunda keeps a business key in a varchar(255); the engine's REST face refuses longer. */
export const BUSINESS_KEY_MAX = 255;

/** The process to start an instance of. */
export interface StartInstanceTarget {
  /** The process key: the new instance's link, and what starts when no version is named. */
  key: string;
  /** A version's id; absent: the key's latest version starts. */
  definitionId?: string;
  /** Shown in the title (the key when absent). */
  name?: string;
  version?: number;
}

interface StartValues {
  businessKey?: string;
  variables?: VariableRow[];
}

/** The start request for the form's values; the dates in the user's zone. */
export function startRequestOf(values: StartValues, zone: string): StartRequest {
  const businessKey = values.businessKey?.trim();
  return {
    ...(businessKey ? { businessKey } : {}),
    variables: Object.fromEntries(
      (values.variables ?? []).map((row) => [
        row.name.trim(),
        { type: row.type, value: wireValueOf(row.type, row.value, zone) },
      ]),
    ),
  };
}

/**
 * Starts an instance of a process with a business key and typed variables. A refusal (a
 * suspended definition, a value that does not fit) stays in the dialog with the input; a start
 * closes it and says so with a link to the new instance in the operator.
 */
export function StartInstanceDialog(props: {
  target: StartInstanceTarget;
  onClose: () => void;
  onStarted?: (instance: StartedInstance) => void;
}) {
  const { target, onClose, onStarted } = props;
  const { t } = useTranslation(COMMON_NS);
  const { message } = App.useApp();
  // The toast lives outside the router: its link navigates through the dialog's router.
  const navigate = useNavigate();
  const zone = useSettings((state) => state.timezone);
  const name = target.name || target.key;
  // A page's own filter form may have a business key field too: its id is the field's name.
  const businessKeyId = useId();

  const announce = (instance: StartedInstance) => {
    const path = operatorInstancePath(target.key, instance.id);
    const toast = `started-${instance.id}`;
    void message.success({
      key: toast,
      duration: 10,
      content: (
        <>
          {t('startInstance.started', { id: instance.id })}{' '}
          <a
            href={path}
            onClick={(event) => {
              event.preventDefault();
              message.destroy(toast);
              void navigate(path);
            }}
          >
            {t('startInstance.open')}
          </a>
        </>
      ),
    });
  };

  return (
    <FormModal<StartValues>
      title={
        target.version
          ? t('startInstance.titleVersion', { name, version: target.version })
          : t('startInstance.title', { name })
      }
      okText={t('startInstance.start')}
      width={760}
      initialValues={{ businessKey: '', variables: [] }}
      failureTitle={t('startInstance.failed')}
      confirmDiscard={{
        title: t('startInstance.discardTitle'),
        content: t('startInstance.discardContent'),
        okText: t('startInstance.discard'),
        cancelText: t('startInstance.keepEditing'),
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const what: StartTarget = target.definitionId
          ? { definitionId: target.definitionId }
          : { key: target.key };
        const instance = await startInstance(what, startRequestOf(values, zone));
        announce(instance);
        onStarted?.(instance);
      }}
    >
      {!target.definitionId && (
        <Typography.Paragraph type="secondary">{t('startInstance.latest')}</Typography.Paragraph>
      )}
      <Form.Item
        name="businessKey"
        htmlFor={businessKeyId}
        label={t('startInstance.businessKey')}
        extra={t('startInstance.businessKeyHint', { length: BUSINESS_KEY_MAX })}
        rules={[
          {
            max: BUSINESS_KEY_MAX,
            message: t('startInstance.businessKeyTooLong', { length: BUSINESS_KEY_MAX }),
          },
        ]}
      >
        <Input id={businessKeyId} autoFocus />
      </Form.Item>
      <Form.Item label={t('startInstance.variables')} style={{ marginBottom: 0 }}>
        <VariableRows name="variables" />
      </Form.Item>
    </FormModal>
  );
}
