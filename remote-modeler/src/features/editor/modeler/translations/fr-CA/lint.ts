/**
 * The Problems panel in French: the messages of bpmnlint's recommended rules, of Camunda 7's
 * compatibility rule and of the console's own rules (SPEC §5). `{…}` stands for the part of a
 * message that varies (an element's name, a topic); it is found in the message and kept.
 */
export const lintFrCA: Record<string, string> = {
  'A <Start Event> is not allowed in <Ad Hoc Sub Process>':
    'Un événement de début n’est pas permis dans un sous-processus ad hoc',
  'An <End Event> is not allowed in <Ad Hoc Sub Process>':
    'Un événement de fin n’est pas permis dans un sous-processus ad hoc',
  'Sequence flow is missing condition': 'Il manque la condition du flux de séquence',
  'Process is missing end event': 'Il manque un événement de fin au processus',
  'Sub process is missing end event': 'Il manque un événement de fin au sous-processus',
  'Process is missing start event': 'Il manque un événement de début au processus',
  'Sub process is missing start event': 'Il manque un événement de début au sous-processus',
  'Process has multiple blank start events': 'Le processus a plusieurs événements de début vides',
  'Sub process has multiple blank start events':
    'Le sous-processus a plusieurs événements de début vides',
  'An <Event-based Gateway> must have at least 2 outgoing <Sequence Flows>':
    'Une passerelle événementielle doit avoir au moins 2 flux de séquence sortants',
  'A <Sequence Flow> outgoing from an <Event-based Gateway> must not be conditional':
    'Un flux de séquence sortant d’une passerelle événementielle ne doit pas être conditionnel',
  'Start event is missing event definition':
    'Il manque la définition d’événement de l’événement de début',
  'Start event must be blank': 'L’événement de début doit être vide',
  'Incoming flows do not join': 'Les flux entrants ne sont pas joints',
  'Element is missing name': 'Il manque le nom de l’élément',
  'Element is unused': 'L’élément n’est pas utilisé',
  'Element name is not unique': 'Le nom de l’élément n’est pas unique',
  'Element is missing label/name': 'Il manque le libellé ou le nom de l’élément',
  'Link event is missing link name': 'Il manque le nom de lien de l’événement de lien',
  'Link catch event with link name <{name}> missing in scope':
    'Aucun événement de lien de réception nommé <{name}> dans la portée',
  'Link throw event with link name <{name}> missing in scope':
    'Aucun événement de lien d’émission nommé <{name}> dans la portée',
  'Duplicate link catch event with link name <{name}> in scope':
    'Événement de lien de réception nommé <{name}> en double dans la portée',
  'Element is missing bpmndi': 'Il manque la représentation graphique (bpmndi) de l’élément',
  'Element type <{type}> is discouraged': 'Le type d’élément <{type}> est déconseillé',
  'Element is not connected': 'L’élément n’est pas relié',
  'SequenceFlow is a duplicate': 'Le flux de séquence est en double',
  'Duplicate outgoing sequence flows': 'Flux de séquence sortants en double',
  'Duplicate incoming sequence flows': 'Flux de séquence entrants en double',
  'Gateway forks and joins': 'La passerelle sépare et joint à la fois',
  'Flow splits implicitly': 'Le flux se sépare implicitement',
  'Element is an implicit end': 'L’élément est une fin implicite',
  'Element is an implicit start': 'L’élément est un début implicite',
  'Element overlaps with other element': 'L’élément chevauche un autre élément',
  'Element is outside of parent boundary': 'L’élément dépasse les limites de son parent',
  'Event has multiple event definitions': 'L’événement a plusieurs définitions d’événement',
  'Gateway is superfluous. It only has one source and target.':
    'La passerelle est superflue : elle n’a qu’une source et une cible.',
  'Sequence flow has superfluous label': 'Le flux de séquence a un libellé superflu',
  'Termination is superfluous.': 'La terminaison est superflue.',
  'Property <historyTimeToLive> should be configured on <bpmn:Process> or engine level.':
    'La durée de conservation de l’historique (historyTimeToLive) devrait être configurée sur le processus ou au niveau du moteur.',
  'Task "{task}" has no topic name': 'La tâche « {task} » n’a pas de nom de sujet',
  'Task "{task}" (topic {topic}) has no bound connector':
    'La tâche « {task} » (sujet {topic}) n’a pas de connecteur lié',
  'Task id is not unique: {id}': 'L’ID de tâche n’est pas unique : {id}',
  // The BPMN reader's warnings (moddle-xml), as the Problems panel shows their first line.
  'unresolved reference <{ref}>': 'Référence introuvable <{ref}>',
  'unknown attribute <{name}>': 'Attribut inconnu <{name}>',
  'unrecognized element <{name}>': 'Élément non reconnu <{name}>',
  'unexpected element <{name}>': 'Élément inattendu <{name}>',
  'duplicate ID <{id}>': 'ID en double <{id}>',
  'unsupported document encoding <{encoding}>, falling back to UTF-8':
    'Encodage de document non pris en charge <{encoding}>, lu comme UTF-8',
  'unparsable content {content} detected': 'Contenu illisible détecté : {content}',
};
