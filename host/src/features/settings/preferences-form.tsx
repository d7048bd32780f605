import {
  LANGUAGES,
  TIMESTAMP_FORMAT,
  formatTime,
  timezoneNames,
  useSettings,
  utcLabel,
  type Lang,
} from '@console/shared';
import { App, Button, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/language-names';

interface Preferences {
  lang: Lang;
  timezone: string;
}

/** Language and timezone; times everywhere are shown in the chosen zone. */
export function PreferencesForm() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const { lang, timezone, setLang, setTimezone } = useSettings();
  const [form] = Form.useForm<Preferences>();
  const chosenZone = Form.useWatch('timezone', form) ?? timezone;
  const zones = useMemo(
    () => timezoneNames().map((zone) => ({ value: zone, label: `${zone} (${utcLabel(zone)})` })),
    [],
  );

  const save = (values: Preferences) => {
    setLang(values.lang);
    setTimezone(values.timezone);
    message.success(t('settings.saved'));
  };

  return (
    <Form<Preferences>
      form={form}
      layout="vertical"
      initialValues={{ lang, timezone }}
      onFinish={save}
      className="console-settings-form"
    >
      <Form.Item name="lang" label={t('settings.language')}>
        <Select options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} />
      </Form.Item>
      <Form.Item
        name="timezone"
        label={t('settings.timezone')}
        extra={
          <Typography.Text type="secondary" data-testid="timezone-preview">
            {t('settings.timePreview', {
              time: formatTime(new Date(), chosenZone, TIMESTAMP_FORMAT),
            })}
          </Typography.Text>
        }
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={zones} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('common:action.save')}
      </Button>
    </Form>
  );
}
