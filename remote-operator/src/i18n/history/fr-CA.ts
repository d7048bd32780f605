import type { historyEnUS } from './en-US';

/** Les pages d'historique, en français. */
export const historyFrCA: typeof historyEnUS = {
  history: {
    nav: {
      processLogs: 'Journaux des processus',
      transactionLogs: 'Journaux des transactions',
      systemLogs: 'Journaux système',
      logQuery: 'Recherche dans les journaux',
    },
    days: 'Jours affichés',
    loadFailed: "L'historique n'a pas pu être chargé",
    noRuns: "Rien n'a roulé ces jours-là",
    column: {
      process: 'Processus',
      task: 'Tâche',
      topic: 'Sujet',
      connector: 'Connecteur',
      volume: 'Volume',
      total: 'Exécutions',
      success: 'Réussies',
      failed: 'Échouées',
      lastRun: 'Dernière exécution',
      time: 'Heure',
      message: 'Message',
      input: "Fichier d'entrée",
      output: 'Fichier de sortie',
    },
    processLogs: { title: 'Les processus et leurs exécutions' },
    tasks: { title: 'Tâches de {{process}}', businessKeys: 'Clés métier' },
    businessKeys: { title: 'Instances passées par {{task}}' },
    transactions: {
      title: 'Journaux des transactions',
      process: 'Clé du processus',
      task: 'Id de la tâche',
      errors_one: '{{count}} erreur',
      errors_other: '{{count}} erreurs',
      empty: 'Aucun journal de tâche pertinent trouvé',
    },
    logQuery: {
      title: 'Recherche dans les journaux',
      text: 'Texte',
      label: 'Étiquette',
      value: 'Valeur',
      level: 'Niveau',
      empty: "aucun résultat n'a été trouvé dans les journaux",
      more: 'En charger plus',
      end: 'Plus aucune ligne',
    },
  },
};
