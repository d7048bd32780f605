import { useFormatTime, type AreaRelease, type VersionStats } from '@console/shared';
import { Button, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

interface VersionsTableProps {
  area: AreaRelease;
  hostContract: string | null;
  onRelease: (version: string) => void;
}

/** An area's deployed versions, newest first (the server's order), and how each loads. */
export function VersionsTable({ area, hostContract, onRelease }: VersionsTableProps) {
  const { t, i18n } = useTranslation('host');
  const formatTime = useFormatTime();
  const numbers = new Intl.NumberFormat(i18n.language);
  const notFits = (stats: VersionStats) =>
    t('releases.notFitsReason', { range: stats.contract ?? '', host: hostContract ?? '' });
  // Why "Release…" cannot be used on a version, or null when it can.
  const releaseBlocked = (stats: VersionStats) => {
    if (!stats.fits) return notFits(stats);
    if (stats.version === area.current) return t('releases.alreadyCurrent');
    return null;
  };

  const columns: ColumnsType<VersionStats> = [
    {
      title: t('releases.column.version'),
      key: 'version',
      render: (_, stats) => <Typography.Text strong>{stats.version}</Typography.Text>,
    },
    {
      title: t('releases.column.contract'),
      key: 'contract',
      render: (_, stats) =>
        stats.contract ? (
          <Typography.Text code>{stats.contract}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('releases.noContract')}</Typography.Text>
        ),
    },
    {
      title: t('releases.column.fits'),
      key: 'fits',
      render: (_, stats) =>
        stats.fits ? (
          <Tag color="green">{t('releases.fits')}</Tag>
        ) : (
          <Tooltip title={notFits(stats)}>
            <Tag color="red">{t('releases.notFits')}</Tag>
          </Tooltip>
        ),
    },
    {
      title: t('releases.column.deployedAt'),
      key: 'deployedAt',
      render: (_, stats) => formatTime(stats.deployedAt),
    },
    {
      title: t('releases.column.loads'),
      key: 'loads',
      align: 'right',
      render: (_, stats) => numbers.format(stats.loads),
    },
    {
      title: t('releases.column.failures'),
      key: 'failures',
      align: 'right',
      render: (_, stats) => (
        <Typography.Text type={stats.failures > 0 ? 'danger' : undefined}>
          {numbers.format(stats.failures)}
        </Typography.Text>
      ),
    },
    {
      title: t('releases.column.serving'),
      key: 'serving',
      render: (_, stats) =>
        stats.serving && (
          <Tag color={stats.serving === 'current' ? 'blue' : 'gold'}>
            {t(`releases.${stats.serving}`)}
          </Tag>
        ),
    },
    {
      title: t('releases.column.actions'),
      key: 'actions',
      render: (_, stats) => {
        const reason = releaseBlocked(stats);
        const button = (
          <Button
            size="small"
            disabled={reason !== null}
            onClick={() => onRelease(stats.version)}
            aria-label={`${t('releases.release')} ${stats.version}`}
          >
            {t('releases.release')}
          </Button>
        );
        return reason ? <Tooltip title={reason}>{button}</Tooltip> : button;
      },
    },
  ];

  return (
    <section aria-label={t('releases.versionsOf', { remote: area.remote })}>
      <Table
        size="small"
        rowKey="version"
        columns={columns}
        dataSource={area.versions}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
