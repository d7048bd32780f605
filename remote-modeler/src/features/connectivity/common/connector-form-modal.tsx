import type { ConnectorDetail } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The fields every connector's form has (common/connector-fields.tsx draws them). */
export interface ConnectorBaseValues {
  name: string;
  description?: string;
  timeout?: number;
}
type BaseBody = { name: string; description: string; timeout?: number };

interface ConnectorFormModalProps<V extends ConnectorBaseValues, B> {
  /** The i18n key of the kind: `conn.<kind>.newTitle` and `conn.<kind>.editTitle`. */
  kind: 'compose' | 'event' | 'mapping';
  connector?: ConnectorDetail;
  width: number;
  /** The kind's own initial values; name, description and timeout come from the connector. */
  initialValues: Partial<V>;
  /** The kind's part of the body (its parameters or steps). */
  body: (values: V) => B;
  create: (body: BaseBody & B) => Promise<unknown>;
  update: (body: BaseBody & B & { id: number }) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}

/** Creates or edits a compose, event or mapping connector: the form modal they share. */
export function ConnectorFormModal<V extends ConnectorBaseValues, B>({
  kind,
  connector,
  width,
  initialValues,
  body,
  create,
  update,
  onClose,
  onSaved,
  children,
}: ConnectorFormModalProps<V, B>) {
  const { t } = useTranslation('modeler');
  const submit = async (values: V) => {
    const base = {
      name: values.name.trim(),
      description: values.description ?? '',
      timeout: values.timeout ?? undefined,
    };
    const fields = { ...base, ...body(values) };
    await (connector ? update({ ...fields, id: connector.id }) : create(fields));
    onSaved();
  };

  return (
    <FormModal<V>
      title={
        connector
          ? t(`conn.${kind}.editTitle`, { name: connector.name })
          : t(`conn.${kind}.newTitle`)
      }
      width={width}
      okText={t('common:action.save')}
      failureTitle={t(connector ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={
        {
          name: connector?.name,
          description: connector?.description,
          timeout: connector?.timeout,
          ...initialValues,
        } as Partial<V>
      }
      onSubmit={submit}
      onClose={onClose}
    >
      {children}
    </FormModal>
  );
}
