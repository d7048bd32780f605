import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import HistoryNav from './history-nav';

/**
 * A History page opened without the id it shows (a bookmark cut short, a hand-typed address):
 * no call is made, the page says what is missing and links back to where one is chosen.
 */
export default function MissingId({ what, back }: { what: 'process' | 'instance'; back: string }) {
  const { t } = useTranslation('operator');
  return (
    <>
      <HistoryNav />
      <Card>
        <Empty description={t(`history.missing.${what}`)}>
          <Link to={back}>
            {t(what === 'process' ? 'history.missing.toProcesses' : 'history.missing.toInstances')}
          </Link>
        </Empty>
      </Card>
    </>
  );
}
