import { parseJson, type JsonEditorRequest } from '@console/shared';
import { Alert, Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MonacoJsonEditor = lazy(() => import('./monaco-json-editor'));

/** SPEC §9: the modal is 90% wide and 720 px high. */
export const JSON_MODAL_WIDTH = '90%';
export const JSON_MODAL_HEIGHT = 720;

export function JsonEditorModal({
  request,
  onClose,
}: {
  request: JsonEditorRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(request.value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let parsed: unknown;
    try {
      parsed = parseJson(text);
    } catch {
      setError(t('validation.json'));
      return;
    }
    setSaving(true);
    try {
      await request.onSave?.(parsed);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={request.title ?? t('jsonEditor.title')}
      width={JSON_MODAL_WIDTH}
      centered
      styles={{
        container: { height: JSON_MODAL_HEIGHT, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 },
      }}
      okText={t('action.save')}
      okButtonProps={{ loading: saving, hidden: request.readOnly }}
      onOk={save}
      onCancel={onClose}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Suspense fallback={<Spin description={t('jsonEditor.loading')} />}>
        <MonacoJsonEditor
          value={text}
          readOnly={request.readOnly}
          ariaLabel={t('jsonEditor.title')}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
        />
      </Suspense>
    </Modal>
  );
}
