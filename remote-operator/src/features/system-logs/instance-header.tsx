import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LogSummary } from './api';
import { INSTANCE_IN_OUT, INSTANCE_LOG, INSTANCES, instancePage } from './routes';

/** Which instance a log page shows, with the way to its other page and to its process. */
export default function InstanceHeader({ id, summary }: { id: string; summary?: LogSummary }) {
  const { t } = useTranslation('operator');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      style={{ marginBottom: 12 }}
      items={[
        { key: 'id', label: t('detail.column.id'), children: id },
        {
          key: 'process',
          label: t('systemLogs.column.key'),
          children: summary ? (
            <Link to={`${INSTANCES}?key=${encodeURIComponent(summary.process)}`}>
              {summary.process}
            </Link>
          ) : (
            '…'
          ),
        },
        {
          key: 'businessKey',
          label: t('detail.column.businessKey'),
          children: summary?.businessKey ?? '—',
        },
        {
          key: 'pages',
          label: t('systemLogs.pages'),
          children: (
            <>
              <Link to={instancePage(INSTANCE_LOG, id)}>{t('systemLogs.log')}</Link>
              {' · '}
              <Link to={instancePage(INSTANCE_IN_OUT, id)}>{t('systemLogs.inOut')}</Link>
            </>
          ),
        },
      ]}
    />
  );
}
