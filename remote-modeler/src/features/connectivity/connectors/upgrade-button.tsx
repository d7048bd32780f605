import { useReportError } from '@console/shared/ui';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upgradeScript } from './api';

/** Rewrites the form's script in today's language (POST /api/script/upgrade) and says so. */
export function UpgradeButton({ field = 'script' }: { field?: string }) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);

  const upgrade = async () => {
    setBusy(true);
    try {
      const upgraded = await upgradeScript(String(form.getFieldValue(field) ?? ''));
      form.setFieldValue(field, upgraded.script);
      // The server says 'upgrade success' in English only: the toast speaks the user's language.
      void message.success(t('conn.command.upgraded'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button loading={busy} onClick={() => void upgrade()}>
      {t('conn.command.upgrade')}
    </Button>
  );
}
