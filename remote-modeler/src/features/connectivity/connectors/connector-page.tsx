import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConnectorTab } from './connector-tab';

/** /connector, the older page: the command connectors, as the Connector tab shows them. */
export default function ConnectorPage() {
  const { t } = useTranslation('modeler');
  return (
    <Card title={t('conn.tab.modelerConnectivityConnector')}>
      <ConnectorTab />
    </Card>
  );
}
