import { useSettings } from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTexts, RowEditorProps } from './use-row-actions';

interface EntityModalProps<T, V, B, S> extends RowEditorProps<T, S> {
  /** The feature's texts holding `newTitle`, `editTitle` and `field.name`. */
  texts: ListTexts;
  /** A new row's title when the feature has one per kind. */
  newTitle?: string;
  width?: number;
  /** The form's values for the row, or a new one's defaults (`timezone`: the user's). */
  initialValues: (editing: T | undefined, timezone: string) => Partial<V>;
  /** The longest name the server takes. */
  nameMax: number;
  /** The body of the save; throwing keeps the modal open with the reason. */
  body: (values: V) => B;
  create: (body: B) => Promise<S>;
  update: (body: B & { id: number }) => Promise<S>;
  /** The fields after the name. */
  children: ReactNode;
}

/**
 * Creates or edits a row: its name first, then the feature's fields. A refusal of the server
 * (400 naming the field, 409 for a taken name) stays above the fields with everything the user
 * typed; Enter saves.
 */
export function EntityModal<T extends { id: number; name: string }, V extends object, B, S>({
  texts,
  newTitle,
  editing,
  width = 640,
  initialValues,
  nameMax,
  body,
  create,
  update,
  onSaved,
  onClose,
  children,
}: EntityModalProps<T, V, B, S>) {
  const { t } = useTranslation('modeler');
  const timezone = useSettings((state) => state.timezone);
  const submit = async (values: V) => {
    const sent = body(values);
    onSaved(editing ? await update({ ...sent, id: editing.id }) : await create(sent));
  };
  return (
    <FormModal<V>
      title={
        editing
          ? t(`${texts}.editTitle`, { name: editing.name })
          : (newTitle ?? t(`${texts}.newTitle`))
      }
      width={width}
      okText={t('common:action.save')}
      failureTitle={t(editing ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={initialValues(editing, timezone)}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={t(`${texts}.field.name`)} max={nameMax} />
      {children}
    </FormModal>
  );
}
