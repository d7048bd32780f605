/** The tabs of /mainModeler/modelerConnectivity (SPEC §2), keyed as the older console did. */
export const CONNECTIVITY_TABS = [
  'modelerConnectivityCredential',
  'modelerConnectivityCompose',
  'modelerConnectivityConnector',
  'modelerConnectivityEvent',
  'modelerConnectivityMapping',
] as const;

export type ConnectivityTab = (typeof CONNECTIVITY_TABS)[number];

export const DEFAULT_TAB: ConnectivityTab = 'modelerConnectivityConnector';

/** The tab the URL's `?tab=` names, the Connector tab when it names none (or no such tab). */
export const tabOf = (value: string | null): ConnectivityTab =>
  CONNECTIVITY_TABS.find((tab) => tab === value) ?? DEFAULT_TAB;
