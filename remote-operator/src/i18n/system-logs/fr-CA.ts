import type { systemLogsEnUS } from './en-US';

/** Les pages Journaux système en français canadien. */
export const systemLogsFrCA: typeof systemLogsEnUS = {
  systemLogs: {
    title: 'Journaux système par processus',
    name: 'Nom ou clé du processus',
    noProcesses: 'Aucun processus n’est déployé',
    column: {
      process: 'Processus',
      key: 'Clé du processus',
      versionMax: 'Dernière version',
      instances: 'Instances (dernière version)',
    },
    instances: {
      running: 'En cours (active ou incident)',
      title: 'Historique des instances',
      started: 'Démarrée',
      apply: 'Rechercher',
      empty: 'Aucune instance ne correspond',
    },
    log: 'Journal',
    inOut: 'Entrées et sorties',
    pages: 'Pages',
    logTitle: 'Journal de l’instance',
    logText: 'Texte du journal',
    logFailed: 'Le journal n’a pas pu être chargé',
    noLog: 'Aucun résultat de journal trouvé',
    mode: { simple: 'Simple', complete: 'Complet' },
    size_one: '{{size}} · {{count}} ligne',
    size_other: '{{size}} · {{count}} lignes',
    download: 'Télécharger',
    big: {
      title: 'Ce journal fait {{size}}, plus de {{limit}} Mo',
      hint: 'L’afficher peut ralentir le navigateur. Téléchargez-le, ou affichez-le quand même.',
      show: 'L’afficher ici',
    },
    inOutTitle: 'Entrées et sorties des tâches de l’instance',
    inOutFailed: 'Les entrées et sorties n’ont pas pu être chargées',
    noRuns: 'Aucune tâche de cette instance n’a exécuté de connecteur',
    noFile: 'Aucun',
    truncated: 'Les {{count}} premières exécutions sont affichées',
    duration: 'Durée',
    ms: '{{count}} ms',
  },
};
