import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemotes } from '../remotes/store';

/**
 * The versions running now, so an operator can see which build of each area is deployed, and,
 * when the version this user was given needs a newer host, which one runs instead and why
 * (`partners 0.1.0+v1 (0.1.0+future needs @console/shared ^1.1.0; this host has 1.0.0)`).
 */
export function FrameFooter() {
  const { t } = useTranslation('host');
  const modules = useRemotes((state) => state.modules);
  const versions = useRemotes((state) => state.versions);
  const unfit = Object.keys(versions).filter((name) => !versions[name].load && !modules[name]);
  const areaPart = (name: string, running: string) => {
    const skipped = versions[name]?.skipped;
    return skipped
      ? `${name} ${running} (${t('remote.skipped', { ...skipped })})`
      : `${name} ${running}`;
  };
  const parts = [
    `host ${__APP_VERSION__}`,
    ...Object.values(modules).map((module) =>
      areaPart(module.name, versions[module.name]?.load?.version ?? module.version),
    ),
    ...unfit.map((name) => areaPart(name, t('remote.noVersionFits'))),
  ];
  return (
    <Layout.Footer className="console-footer" data-testid="console-versions">
      {t('frame.versions')}: {parts.join(' · ')}
    </Layout.Footer>
  );
}
