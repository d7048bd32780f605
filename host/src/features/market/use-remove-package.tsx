import { HandledError, type MarketPackage } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { removePackage } from './api';

/** The connectors that run any command of a package, each once. */
const usersOf = (pkg: MarketPackage) => [...new Set(Object.values(pkg.usedBy).flat())].sort();

/**
 * Remove, after a confirmation. A package a connector still uses is refused by the server with
 * a 409 naming the connectors; the dialog shows that answer (and the list the page had).
 */
export function useRemovePackage(onDone: () => void) {
  const { t } = useTranslation('host');
  const { modal, message } = App.useApp();
  const report = useReportError();
  const refused = useCallback(
    (pkg: MarketPackage, reason: string) =>
      modal.error({
        title: t('market.removeRefused', { name: pkg.name }),
        content: (
          <>
            <Typography.Paragraph>{reason}</Typography.Paragraph>
            {usersOf(pkg).length > 0 && (
              <>
                <Typography.Text>{t('market.removeUsed')}</Typography.Text>
                <ul aria-label={t('market.usedBy')}>
                  {usersOf(pkg).map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        ),
      }),
    [modal, t],
  );
  return useCallback(
    (pkg: MarketPackage) =>
      modal.confirm({
        title: t('market.removeTitle', { name: pkg.name }),
        content: t('market.removeText'),
        okText: t('market.remove'),
        okType: 'danger',
        onOk: async () => {
          try {
            await removePackage(pkg.id);
            void message.success(t('market.removedOk'));
          } catch (error) {
            if (error instanceof HandledError && error.status === 409) refused(pkg, error.message);
            else report(error);
          }
          onDone();
        },
      }),
    [modal, message, t, report, refused, onDone],
  );
}
