import { translate, type MonitorView } from '@console/shared';
import type { FormRule } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import type { MonitorBodies, MonitorRoute } from './api';

/** The fields every monitor's form has. */
export interface CommonValues {
  name: string;
  description?: string;
  processKey: string;
  eventConnectorId?: number | null;
}

/** What sets one kind of monitor apart: its route, its "where" and its form. */
export interface MonitorKindSpec<R extends MonitorRoute, V extends CommonValues> {
  route: R;
  /** The monitor's source as the table shows it (folder and pattern, queue, URL). */
  where: (monitor: MonitorView) => ReactNode;
  /** The kind's own fields, drawn between the name and the flow. */
  Fields: ComponentType;
  /** The form's values for a monitor, or a new one's defaults. */
  initialValues: (monitor: MonitorView | undefined, defaults: { timezone: string }) => Partial<V>;
  body: (values: V) => MonitorBodies[R];
}

export const commonValues = (monitor: MonitorView | undefined): Partial<CommonValues> =>
  monitor
    ? {
        name: monitor.name,
        description: monitor.description,
        processKey: monitor.processKey,
        eventConnectorId: monitor.eventConnectorId,
      }
    : {};

export const commonBody = (values: CommonValues) => ({
  name: values.name.trim(),
  description: values.description?.trim() ?? '',
  processKey: values.processKey,
  eventConnectorId: values.eventConnectorId ?? null,
});

/** A monitor's stored settings (`config`), read as the kind's form sent them. */
export const configOf = <T>(monitor: MonitorView | undefined) =>
  (monitor?.config ?? {}) as Partial<T>;

/**
 * A required number or choice: `formRules.required` checks text (its whitespace rule refuses a
 * number), so these say the same prompt without it.
 */
export const requiredValue =
  (prop: string): FormRule =>
  () => ({ required: true, message: translate('validation.required', { prop }) });
