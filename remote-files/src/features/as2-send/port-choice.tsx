import type { Resource, SendPortName } from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Alert, Button, Form, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PortChoiceProps {
  ports: Resource<SendPortName[]>;
  value: number | undefined;
  onChange: (portId: number) => void;
  disabled: boolean;
}

/** The send port to use, once the list is in: its loading, its failure with Retry, or none set up. */
export function PortChoice({ ports, value, onChange, disabled }: PortChoiceProps) {
  const { t } = useTranslation('files');
  const id = useId();
  if (ports.failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('as2Send.portsFailed')}
        description={failureText(ports.error)}
        action={
          <Button size="small" onClick={ports.reload}>
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  }
  if (ports.data?.length === 0) {
    return <Alert type="warning" showIcon title={t('as2Send.noPorts')} />;
  }
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('as2Send.port')} htmlFor={id} style={{ marginBottom: 0 }}>
        <Select<number>
          id={id}
          showSearch={{ optionFilterProp: 'label' }}
          loading={ports.loading}
          disabled={ports.loading || disabled}
          placeholder={ports.loading ? t('as2Send.loadingPorts') : t('as2Send.choosePort')}
          value={value}
          onChange={onChange}
          options={ports.data?.map((port) => ({ value: port.id, label: port.name }))}
        />
      </Form.Item>
    </Form>
  );
}
