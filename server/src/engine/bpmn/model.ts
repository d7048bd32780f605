import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import type { DefinitionModel } from '../../db/engine-schema';
import { engineBadRequest } from '../errors';
import { camundaActivityType, externalSource } from './activity-types';
import { assertRunnableCode } from './expression-checks';
import { assignMissingIds, isExecutable, isRunRoot, rootElementsOf } from './prepare';
import { assertSupportedElements } from './unsupported';
import { startEventsModel } from './start-events';

/** One executable process of a BPMN file: one definition. */
export interface ParsedProcess {
  /** The process's id: the definition key. */
  key: string;
  name: string | null;
  versionTag: string | null;
  model: DefinitionModel;
}

export interface ParsedBpmn {
  /** The file's executable processes in document order; none is a valid deployment too. */
  processes: ParsedProcess[];
}

const moddle = new BpmnModdle({ camunda });
const TASK_TYPES = /Task$/;

/** A process's flow elements, those of its sub-processes (and transactions) included. */
const childrenOf = (element: ModdleElement): ModdleElement[] => {
  const flowElements = (element.flowElements as ModdleElement[] | undefined) ?? [];
  return flowElements.flatMap((child) => [child, ...childrenOf(child)]);
};

const eventDefinitionOf = (element: ModdleElement, type: string) =>
  ((element.eventDefinitions as ModdleElement[] | undefined) ?? []).find(
    (definition) => definition.$type === type,
  );

/** camunda:historyTimeToLive as days: `30` or `P30D`; anything else is a 400 naming it. */
function daysToLive(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const match = /^(?:P(\d+)D|(\d+))$/.exec(String(value).trim());
  const days = match ? Number(match[1] ?? match[2]) : NaN;
  if (!Number.isSafeInteger(days) || days > 2 ** 31 - 1) {
    throw engineBadRequest(
      `historyTimeToLive must be a number of days (30 or P30D), not "${String(value)}"`,
    );
  }
  return days;
}

/** What the engine needs of one executable process, or a 400 naming what it cannot run. */
function parseProcess(process: ModdleElement): ParsedProcess {
  assertRunnableCode(process);
  assertSupportedElements(process);
  const elements = childrenOf(process);
  const externalTasks = elements
    .flatMap((element) => {
      const source = externalSource(element);
      return source ? [{ task: element, source }] : [];
    })
    .map(({ task, source }) => {
      const topic = typeof source.topic === 'string' ? source.topic.trim() : '';
      if (!topic) {
        throw engineBadRequest(`Task "${task.name ?? task.id}" must have a topic name`);
      }
      return { activityId: String(task.id), name: task.name ?? null, topic };
    });
  const startEvents = elements.filter((element) => element.$type === 'bpmn:StartEvent');
  const messageStarts = startEvents.flatMap((event) => {
    const definition = eventDefinitionOf(event, 'bpmn:MessageEventDefinition');
    const message = definition?.messageRef as ModdleElement | undefined;
    return message?.name ? [message.name] : [];
  });
  return {
    key: String(process.id),
    name: process.name ?? null,
    versionTag: typeof process.versionTag === 'string' ? process.versionTag : null,
    model: {
      externalTasks,
      messageStarts,
      hasTimerStart: startEvents.some((event) =>
        eventDefinitionOf(event, 'bpmn:TimerEventDefinition'),
      ),
      activityTypes: Object.fromEntries(
        elements
          .filter((element) => element.$type !== 'bpmn:SequenceFlow')
          .map((element) => [String(element.id), camundaActivityType(element)]),
      ),
      historyTimeToLive: daysToLive(process.historyTimeToLive),
      ...startEventsModel(process),
    },
  };
}

/**
 * Reads a BPMN file as the engine will run it, as Camunda 7 does: each process with
 * isExecutable="true" is a definition, the others are not read further (neither their
 * expressions nor their elements are checked: they never run). Refused with a 400: XML that
 * does not parse, duplicate ids, and in an executable process what the engine cannot run
 * (unsupported.ts), external tasks without a topic, scripts, and expressions outside the
 * evaluator's grammar.
 */
export async function parseBpmn(xml: string): Promise<ParsedBpmn> {
  if (!xml.trim()) throw engineBadRequest('The BPMN file is empty');
  let parsed;
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    throw engineBadRequest(`The BPMN file cannot be read: ${(error as Error).message}`);
  }
  const { rootElement, warnings } = parsed;
  if (rootElement.$type !== 'bpmn:Definitions') {
    throw engineBadRequest('The file is not BPMN 2.0: its root element is not bpmn:definitions');
  }
  const duplicate = warnings.find((warning) => /duplicate ID/i.test(warning.message));
  if (duplicate) {
    const isTask = TASK_TYPES.test(duplicate.element?.$type ?? '');
    throw engineBadRequest(
      isTask ? 'Task id is not unique' : `Element id is not unique: ${duplicate.message}`,
    );
  }
  assignMissingIds(rootElement);
  const roots = rootElementsOf(rootElement);
  const executable = roots.filter(isExecutable);
  // Messages, signals, errors and escalations go with every definition of the file.
  if (executable.length) for (const root of roots.filter(isRunRoot)) assertRunnableCode(root);
  return { processes: executable.map(parseProcess) };
}
