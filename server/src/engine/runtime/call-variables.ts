import type { CalledElement, VariableMapping } from '../bpmn/called-element';
import { resolveTemplate } from '../bpmn/expressions';
import { fromPlain, plainValues, type Variable, type Variables } from './variables';

/** camunda:in and camunda:out of call activities, and the called instance's business key. */

// Camunda writes deferred expressions as #{…}; they read the same as ${…} here.
export const asTemplate = (text: string) => text.replace(/#\{/g, '${');
const CALLER_BUSINESS_KEY = /^[#$]\{\s*execution\.(processBusinessKey|businessKey)\s*\}$/;

const variableOf = (value: unknown): Variable =>
  fromPlain({ value }).get('value') ?? { type: 'Null', value: null };

/** camunda:in or camunda:out mappings applied to `from`: the variables they set. */
export function mappedVariables(mappings: VariableMapping[], from: Variables) {
  const result = new Map<string, Variable>();
  const plain = plainValues(from);
  for (const mapping of mappings) {
    if (mapping.all) {
      for (const [name, variable] of from) result.set(name, variable);
    } else if (mapping.target && mapping.sourceExpression !== undefined) {
      const value = resolveTemplate(asTemplate(mapping.sourceExpression), plain);
      result.set(mapping.target, variableOf(value));
    } else if (mapping.target && mapping.source !== undefined) {
      // Camunda passes a variable that does not exist as null.
      result.set(mapping.target, from.get(mapping.source) ?? { type: 'Null', value: null });
    }
  }
  return [...result];
}

/**
 * The process variables with the locals an activity sees over them (a multi-instance
 * element, input mappings), typed; the process's own keep their stored type.
 */
export function withLocals(variables: Variables, visible: Record<string, unknown>): Variables {
  const result = new Map(variables);
  for (const [name, value] of Object.entries(visible)) {
    if (result.get(name)?.value !== value) result.set(name, variableOf(value));
  }
  return result;
}

export function businessKeyOf(
  call: CalledElement,
  callerKey: string | null,
  plain: Record<string, unknown>,
): string | null {
  if (call.businessKey === null) return null;
  if (CALLER_BUSINESS_KEY.test(call.businessKey.trim())) return callerKey;
  const value = resolveTemplate(asTemplate(call.businessKey), plain);
  return value === null || value === undefined ? null : String(value);
}
