import type { ModdleElement } from 'bpmn-moddle';
import type { DefinitionModel, TimerStart } from '../../db/engine-schema';
import { engineBadRequest } from '../errors';
import { firstFire } from '../timer-schedule';

const TIMER_TYPES = ['timeDate', 'timeDuration', 'timeCycle'] as const;

const definitionsOf = (event: ModdleElement) =>
  (event.eventDefinitions as ModdleElement[] | undefined) ?? [];

const named = (event: ModdleElement) =>
  event.name ? `"${String(event.name)}" (${String(event.id)})` : `"${String(event.id)}"`;

/** A timer start event's timer, checked to fire at least once; a 400 naming the event if not. */
function timerOf(event: ModdleElement, timer: ModdleElement, now: Date): TimerStart {
  const stated = TIMER_TYPES.flatMap((type) => {
    const body = (timer[type] as ModdleElement | undefined)?.body;
    return typeof body === 'string' && body.trim() ? [{ type, value: body.trim() }] : [];
  });
  if (stated.length !== 1) {
    throw engineBadRequest(
      `Timer start event ${named(event)} must state exactly one of timeDate, timeDuration or timeCycle`,
    );
  }
  const start: TimerStart = { activityId: String(event.id), ...stated[0] };
  try {
    firstFire(start, now);
  } catch (error) {
    throw engineBadRequest(
      `Timer start event ${named(event)} has a ${start.type} that cannot be used: ${(error as Error).message}`,
    );
  }
  return start;
}

/**
 * What starting the process needs to know of its own start events (not those of its
 * subprocesses): Camunda's initial start event, the message start events by message name, and
 * the timer start events with their timers. As Camunda, a process has at most one none or timer
 * start event; a timer that can never fire is refused here, at deploy, naming its event.
 */
export function startEventsModel(
  process: ModdleElement,
  now = new Date(),
): Required<Pick<DefinitionModel, 'initialStart' | 'messageStartEvents' | 'timerStarts'>> {
  const starts = ((process.flowElements as ModdleElement[] | undefined) ?? []).filter(
    (element) => element.$type === 'bpmn:StartEvent',
  );
  const timerStarts: TimerStart[] = [];
  const messageStartEvents: Record<string, string> = {};
  const exclusive: ModdleElement[] = [];
  for (const event of starts) {
    const [definition] = definitionsOf(event);
    if (!definition) exclusive.push(event);
    else if (definition.$type === 'bpmn:TimerEventDefinition') {
      exclusive.push(event);
      timerStarts.push(timerOf(event, definition, now));
    } else if (definition.$type === 'bpmn:MessageEventDefinition') {
      const name = (definition.messageRef as ModdleElement | undefined)?.name;
      if (typeof name === 'string') messageStartEvents[name] = String(event.id);
    }
  }
  if (exclusive.length > 1) {
    throw engineBadRequest(
      `Process "${String(process.id)}" has several none or timer start events (${exclusive
        .map(named)
        .join(', ')}); a process may have one`,
    );
  }
  const initial = exclusive[0] ?? (starts.length === 1 ? starts[0] : null);
  return {
    initialStart: initial ? String(initial.id) : null,
    messageStartEvents,
    timerStarts,
  };
}
