import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemotes } from '../remotes/store';

/** The versions running now, so an operator can see which build of each area is deployed. */
export function FrameFooter() {
  const { t } = useTranslation('host');
  const modules = useRemotes((state) => state.modules);
  const parts = [
    `host ${__APP_VERSION__}`,
    ...Object.values(modules).map((module) => `${module.name} ${module.version}`),
  ];
  return (
    <Layout.Footer className="console-footer" data-testid="console-versions">
      {t('frame.versions')}: {parts.join(' · ')}
    </Layout.Footer>
  );
}
