import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

const BASE = '/operator/opeHistory';

/** The History entries (SPEC §2), each at its route; the top menu's History opens the first. */
export const HISTORY_ENTRIES = [
  { key: 'processLogs', path: `${BASE}/opeProcessLogs`, under: `${BASE}/opeProcessLogs` },
  {
    key: 'transactionLogs',
    path: `${BASE}/opeTransactionLogs/index`,
    under: `${BASE}/opeTransactionLogs`,
  },
  { key: 'systemLogs', path: `${BASE}/opeSystemLogs/index`, under: `${BASE}/opeSystemLogs` },
  { key: 'logQuery', path: `${BASE}/operatorLogQuery`, under: `${BASE}/operatorLogQuery` },
] as const;

/** Moves between the History pages; the current one is chosen. */
export default function HistoryNav() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = HISTORY_ENTRIES.find((entry) => pathname.startsWith(entry.under));
  return (
    <Segmented
      style={{ marginBottom: 16 }}
      value={current?.path}
      onChange={(path) => navigate(path)}
      options={HISTORY_ENTRIES.map((entry) => ({
        value: entry.path,
        label: t(`history.nav.${entry.key}`),
      }))}
    />
  );
}
