import BpmnModeler from 'bpmn-js/lib/Modeler';
import {
  BpmnPropertiesPanelModule,
  BpmnPropertiesProviderModule,
  CamundaPlatformPropertiesProviderModule,
} from 'bpmn-js-properties-panel';
import CamundaBehaviorsModule from 'camunda-bpmn-js-behaviors/lib/camunda-platform';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import MinimapModule from 'diagram-js-minimap';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import '@bpmn-io/properties-panel/dist/assets/properties-panel.css';
import 'diagram-js-minimap/assets/diagram-js-minimap.css';
import { ConsolePropertiesModule } from './console-properties';
import { ShapeMoveCursorModule } from './shape-move-cursor';
import { TranslateModule } from './translations/translate';

/** The custom editor for Camunda 7 flows, or the plain one for any BPMN 2.0 file. */
export type EditorKind = 'custom' | 'plain';

/**
 * A bpmn-js Modeler, made once per kind (see ModelerLifecycle). The custom one reads and
 * writes Camunda 7's extensions, with Camunda's own properties panel and behaviours plus the
 * console's connector group; the plain one has the standard BPMN properties only. Both speak
 * the console's language: the palette, menus, minimap and panel through TranslateModule.
 */
export function createModeler(kind: EditorKind) {
  const panel =
    kind === 'custom'
      ? [
          BpmnPropertiesPanelModule,
          BpmnPropertiesProviderModule,
          CamundaPlatformPropertiesProviderModule,
          CamundaBehaviorsModule,
          ConsolePropertiesModule,
        ]
      : [BpmnPropertiesPanelModule, BpmnPropertiesProviderModule];
  return new BpmnModeler({
    additionalModules: [...panel, MinimapModule, ShapeMoveCursorModule, TranslateModule],
    moddleExtensions: kind === 'custom' ? { camunda } : {},
  });
}

export type Modeler = ReturnType<typeof createModeler>;
