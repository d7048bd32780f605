import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ComposeTab } from './compose/compose-tab';
import { ConnectorTab } from './connectors/connector-tab';
import { CredentialTab } from './credentials/credential-tab';
import { EventTab } from './events/event-tab';
import { MappingTab } from './mappings/mapping-tab';
import { CONNECTIVITY_TABS, DEFAULT_TAB, tabOf, type ConnectivityTab } from './connectivity-tabs';

const CONTENT: Record<ConnectivityTab, () => ReactNode> = {
  modelerConnectivityCredential: () => <CredentialTab />,
  modelerConnectivityCompose: () => <ComposeTab />,
  modelerConnectivityConnector: () => <ConnectorTab />,
  modelerConnectivityEvent: () => <EventTab />,
  modelerConnectivityMapping: () => <MappingTab />,
};

/**
 * /mainModeler/modelerConnectivity: credentials and the four kinds of connector, one tab each
 * (SPEC §2). The tab is in the URL (`?tab=`), beside that tab's filter and page.
 */
export default function ConnectivityPage() {
  const { t } = useTranslation('modeler');
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));

  return (
    <Card title={t('conn.title')}>
      <Tabs
        activeKey={active}
        // A tab's filter and page are its own: another tab starts from its first page.
        onChange={(key) => setParams(key === DEFAULT_TAB ? {} : { tab: key })}
        destroyOnHidden
        items={CONNECTIVITY_TABS.map((key) => ({
          key,
          label: t(`conn.tab.${key}`),
          children: CONTENT[key](),
        }))}
      />
    </Card>
  );
}
