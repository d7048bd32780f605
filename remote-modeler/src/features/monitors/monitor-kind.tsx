import type { MonitorView } from '@console/shared';
import type { ComponentType, ReactNode } from 'react';
import type { MonitorRoute } from '../automation-common/api';
import type { MonitorBodies } from './api';

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
  /** The form's values for a monitor, or a new one's defaults (`timezone`: the user's). */
  initialValues: (monitor: MonitorView | undefined, timezone: string) => Partial<V>;
  body: (values: V) => MonitorBodies[R];
}

const commonValues = (monitor: MonitorView | undefined): Partial<CommonValues> =>
  monitor
    ? {
        name: monitor.name,
        description: monitor.description,
        processKey: monitor.processKey,
        eventConnectorId: monitor.eventConnectorId,
      }
    : {};

const commonBody = (values: CommonValues) => ({
  name: values.name.trim(),
  description: values.description?.trim() ?? '',
  processKey: values.processKey,
  eventConnectorId: values.eventConnectorId ?? null,
});

/** A monitor's stored settings (`config`), read as the kind's form sent them. */
const configOf = <S,>(monitor: MonitorView | undefined) => (monitor?.config ?? {}) as Partial<S>;

/** A kind told by its settings `S` alone: the fields every monitor has are added to each. */
interface KindDefinition<R extends MonitorRoute, S> {
  route: R;
  /** The monitor's source as the table shows it, from its settings. */
  Where: ComponentType<{ config: Partial<S> }>;
  Fields: ComponentType;
  /** The form's values of the settings; `config` is empty for a new monitor. */
  values: (config: Partial<S>, timezone: string) => Partial<S>;
  /** The settings as the kind's POST and PUT take them. */
  settings: (values: CommonValues & S) => Omit<MonitorBodies[R], keyof CommonValues>;
}

export function defineKind<R extends MonitorRoute, S>({
  route,
  Where,
  Fields,
  values,
  settings,
}: KindDefinition<R, S>): MonitorKindSpec<R, CommonValues & S> {
  return {
    route,
    where: (monitor) => <Where config={configOf<S>(monitor)} />,
    Fields,
    // The common part and the kind's make the whole; TypeScript does not join two spread parts
    // of a type parameter (S, or a body indexed by R) back into the whole, hence the casts.
    initialValues: (monitor, timezone) =>
      ({
        ...commonValues(monitor),
        ...values(configOf<S>(monitor), timezone),
      }) as Partial<CommonValues & S>,
    body: (form) => ({ ...commonBody(form), ...settings(form) }) as MonitorBodies[R],
  };
}
