import { translate } from '@console/shared';
import { SelectEntry, isSelectEntryEdited } from '@bpmn-io/properties-panel';
import { h } from '@bpmn-io/properties-panel/preact';
import { isExternalTask, topicOf } from '../../../components/bpmn-tasks';
import { bindingStore, connectorValue } from '../../../components/binding/binding-store';

interface PanelElement {
  businessObject: ModdleElement;
}

/** The connector bound to the task's topic, chosen from the tenant's connectors. */
function ConnectorEntry(props: { element: PanelElement; id: string }) {
  const { element, id } = props;
  const topic = topicOf(element.businessObject);
  const { connectors, bindings, bind } = bindingStore.getState();
  const bound = bindings[topic];
  return h(SelectEntry, {
    element,
    id,
    label: translate('modeler:panel.connector'),
    description: translate('modeler:panel.connectorHelp', { topic }),
    getValue: () => (bound ? connectorValue(bound) : ''),
    setValue: (value: string) => void bind(topic, value).catch(() => undefined),
    getOptions: () => [
      { value: '', label: translate('modeler:panel.unbound') },
      ...connectors.map((connector) => ({
        value: connectorValue({ connectorType: connector.type, connectorId: connector.id }),
        label: `${translate(`modeler:kind.${connector.type}`)} · ${connector.name}`,
      })),
    ],
  });
}

/**
 * The console's group in the properties panel of an external task with a topic: the connector
 * bound to that topic for this process, bound and unbound from the panel (SPEC §7 Topic binding).
 */
class ConsolePropertiesProvider {
  static $inject = ['propertiesPanel'];

  constructor(propertiesPanel: { registerProvider: (priority: number, provider: object) => void }) {
    propertiesPanel.registerProvider(300, this);
  }

  getGroups(element: PanelElement) {
    return (groups: object[]) => {
      if (
        !element.businessObject ||
        !isExternalTask(element.businessObject) ||
        !topicOf(element.businessObject)
      ) {
        return groups;
      }
      return [
        ...groups,
        {
          id: 'console-connector',
          label: translate('modeler:panel.group'),
          entries: [
            {
              id: 'console-connector-binding',
              component: ConnectorEntry,
              isEdited: isSelectEntryEdited,
            },
          ],
        },
      ];
    };
  }
}

export const ConsolePropertiesModule = {
  __init__: ['consolePropertiesProvider'],
  consolePropertiesProvider: ['type', ConsolePropertiesProvider],
};
