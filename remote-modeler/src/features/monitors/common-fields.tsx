import { MONITOR_LIMITS, useResource } from '@console/shared';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionItem, FlowItem } from '../automation-common/form-items';
import { fetchEventConnectors } from './api';

/** The fields every monitor has after its name: the kind's own ones, flow, event connector. */
export function CommonFields({ children }: { children: ReactNode }) {
  const { t } = useTranslation('modeler');
  const events = useResource(fetchEventConnectors);
  return (
    <>
      {children}
      <FlowItem texts="monitors.field" />
      <Form.Item
        name="eventConnectorId"
        label={t('monitors.field.eventConnector')}
        extra={t('monitors.field.eventConnectorHelp')}
      >
        <Select
          allowClear
          loading={events.loading}
          options={(events.data ?? []).map((connector) => ({
            value: connector.id,
            label: connector.name,
          }))}
        />
      </Form.Item>
      <DescriptionItem label={t('monitors.field.description')} max={MONITOR_LIMITS.description} />
    </>
  );
}
