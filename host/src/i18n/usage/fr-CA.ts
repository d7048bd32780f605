import type { billingEnUS, usageEnUS } from './en-US';

/** Les textes de /account/usage et /account/billing (issue 24 §1). */
export const usageFrCA: typeof usageEnUS = {
  title: 'Utilisation',
  period: 'Période',
  last7: '7 derniers jours',
  last30: '30 derniers jours',
  last90: '90 derniers jours',
  utcDays:
    'Les jours sont des jours UTC : un compte fait à 23 h 30 à Paris figure à ce jour-là en UTC.',
  loadFailed: "L'utilisation n'a pas pu être chargée",
  empty: "Rien n'a été utilisé pendant cette période",
  quotasTitle: 'Quotas de ce mois (forfait {{plan}})',
  quotaExceeded:
    "Un quota de votre forfait est épuisé : ce qui le consomme est refusé jusqu'au mois prochain ou à un forfait plus grand.",
  usedOf: '{{used}} sur {{limit}}',
  totalsTitle: 'Totaux de la période',
  chart: {
    instances: 'Instances par jour',
    runs: 'Exécutions de connecteurs et de scripts par jour',
    calls: 'Appels API et messages AS2 par jour',
    storage: 'Octets stockés par jour',
  },
  metric: {
    instancesStarted: 'Instances démarrées',
    instancesEnded: 'Instances terminées',
    connectorRuns: 'Exécutions de connecteurs',
    scriptRuns: 'Exécutions de scripts',
    apiCalls: 'Appels API',
    as2Messages: 'Messages AS2',
    fileStoreBytes: 'Magasin de fichiers',
    cloudBytes: 'Stockage infonuagique',
  },
  quota: {
    instancesStarted: 'Instances démarrées',
    scriptRuns: 'Exécutions de scripts',
    connectorRuns: 'Exécutions de connecteurs',
    apiCalls: 'Appels API',
    as2Messages: 'Messages AS2',
    storedBytes: 'Fichiers stockés',
  },
};

export const billingFrCA: typeof billingEnUS = {
  title: 'Facturation',
  plan: 'Forfait',
  planName: 'Forfait {{name}}',
  monthlyFee: 'Frais mensuels',
  quotasTitle: 'Quotas du forfait',
  included: 'Inclus par mois',
  price: 'Prix au-delà',
  pricePer: '{{price}} par {{unit}}',
  changeHint: 'Les forfaits sont changés par les administrateurs de la plateforme.',
  month: 'Mois',
  statementTitle: 'Relevé de {{month}}',
  downloadCsv: 'Télécharger le CSV',
  loadFailed: "Le forfait ou le relevé n'a pas pu être chargé",
  noUsage: "Rien n'a été utilisé ce mois-ci",
  column: {
    item: 'Élément',
    quantity: 'Quantité',
    included: 'Inclus',
    over: 'Au-delà du forfait',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
  },
  fee: 'Frais mensuels',
  total: 'Total',
};
