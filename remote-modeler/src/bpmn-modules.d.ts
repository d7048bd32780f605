// Type declarations for the bpmn.io packages that ship none; only what this remote uses.

/** A moddle element: its type, id and whatever else its descriptor gives it. */
interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  /** A property by its name, an extension's with its prefix (`camunda:topic`). */
  get(name: string): unknown;
  [key: string]: unknown;
}

declare module 'bpmn-moddle' {
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
    elementsById: Record<string, ModdleElement>;
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
  }
}

declare module 'bpmn-js-differ' {
  export interface BpmnChanges {
    _added: Record<string, ModdleElement>;
    _removed: Record<string, ModdleElement>;
    _changed: Record<
      string,
      { model: ModdleElement; attrs: Record<string, { oldValue: unknown; newValue: unknown }> }
    >;
    _layoutChanged: Record<string, ModdleElement>;
  }
  export function diff(before: ModdleElement, after: ModdleElement): BpmnChanges;
}

declare module 'bpmnlint/lib/linter' {
  export interface LintReport {
    id?: string;
    message: string;
    category: 'error' | 'warn' | 'info' | 'rule-error';
  }
  export interface RuleReporter {
    report(id: string, message: string): void;
  }
  export interface Rule {
    check:
      | ((node: ModdleElement, reporter: RuleReporter) => void | boolean)
      | {
          enter?: (node: ModdleElement, reporter: RuleReporter) => void | boolean;
          leave?: (node: ModdleElement, reporter: RuleReporter) => void;
        };
    meta?: Record<string, unknown>;
  }
  export type RuleFactory = (config?: unknown) => Rule;
  export default class Linter {
    constructor(options: {
      config: { extends?: string | string[]; rules?: Record<string, unknown> };
      resolver: {
        resolveRule(pkg: string, ruleName: string): RuleFactory | undefined;
        resolveConfig(pkg: string, configName: string): unknown;
      };
    });
    lint(definitions: ModdleElement): Promise<Record<string, LintReport[]>>;
  }
}

declare module 'bpmnlint/rules/*' {
  import type { RuleFactory } from 'bpmnlint/lib/linter';
  const factory: RuleFactory;
  export default factory;
}

declare module 'bpmnlint-plugin-camunda-compat/rules/camunda-platform/*' {
  import type { RuleFactory } from 'bpmnlint/lib/linter';
  const factory: RuleFactory;
  export default factory;
}

declare module 'bpmn-js-properties-panel' {
  // didi module declarations, as diagram-js's ModuleDeclaration.
  export const BpmnPropertiesPanelModule: Record<string, unknown>;
  export const BpmnPropertiesProviderModule: Record<string, unknown>;
  export const CamundaPlatformPropertiesProviderModule: Record<string, unknown>;
}

declare module 'camunda-bpmn-js-behaviors/lib/camunda-platform' {
  const behaviors: Record<string, unknown>;
  export default behaviors;
}

declare module 'diagram-js-minimap' {
  const minimap: Record<string, unknown>;
  export default minimap;
}

declare module '@bpmn-io/properties-panel' {
  export function SelectEntry(props: Record<string, unknown>): unknown;
  export function isSelectEntryEdited(node: unknown): boolean;
}

declare module '@bpmn-io/properties-panel/preact' {
  export function h(component: unknown, props: Record<string, unknown>): unknown;
}
