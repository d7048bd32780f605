import { GlobalOutlined } from '@ant-design/icons';
import { isLang, LANGUAGES, useSettings } from '@console/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/language-names';

export function LanguageMenu() {
  const { t } = useTranslation('host');
  const { lang, setLang } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGUAGES.map((key) => ({ key, label: LANGUAGE_NAMES[key] })),
        onClick: ({ key }) => isLang(key) && setLang(key),
      }}
    >
      {/* The name holds the visible language (WCAG 2.5.3: label in name). */}
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('frame.languageOf', { language: LANGUAGE_NAMES[lang] })}
      >
        {LANGUAGE_NAMES[lang]}
      </Button>
    </Dropdown>
  );
}
