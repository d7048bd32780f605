import { GlobalOutlined } from '@ant-design/icons';
import { isLang, LANGUAGES, useSettings, type Lang } from '@console/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each language named in itself, so a user can find theirs whatever is showing. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  'en-US': 'English',
  'zh-CN': '中文',
  'fr-CA': 'Français',
};

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
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('frame.language')}>
        {LANGUAGE_NAMES[lang]}
      </Button>
    </Dropdown>
  );
}
