import { allowedName, type BinaryOperator, type ExpressionNode } from './expression-parser';
import { ExpressionError } from './expression-syntax';

/** A variable name that the instance does not have. */
export class UnknownVariableError extends Error {
  constructor(readonly variable: string) {
    super(`unknown variable ${variable}`);
  }
}

export interface EvaluationLimits {
  /** Nodes evaluated at most: the grammar has no loops, so this only guards against a bug. */
  maxSteps: number;
  /** Milliseconds of wall time at most. */
  timeLimitMs: number;
}
export const DEFAULT_LIMITS: EvaluationLimits = { maxSteps: 10_000, timeLimitMs: 100 };

type Primitive = string | number | boolean | null;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Plain objects (JSON variables) only: anything with another prototype may run code. */
const isPlainObject = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/** Values flow out of variables only as data: a function is never a value. */
function data(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new ExpressionError(`a variable holds ${describe(value)}, which is not data`);
  }
  return value;
}

/** An own data property of a plain object or array; getters are never called. */
function member(object: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw new ExpressionError(`a property name must be a string or a number, not ${describe(key)}`);
  }
  const name = allowedName(String(key));
  if (Array.isArray(object) || isPlainObject(object)) {
    const property = Object.getOwnPropertyDescriptor(object, name);
    return property && 'value' in property ? data(property.value) : null;
  }
  if (typeof object === 'string' && name === 'length') return object.length;
  throw new ExpressionError(`cannot read "${name}" of ${describe(object)}`);
}

function lookup(variables: Record<string, unknown>, name: string) {
  if (!Object.hasOwn(variables, name)) throw new UnknownVariableError(name);
  return data(variables[name]);
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

/** Operands of arithmetic and comparison must be primitives: objects would be converted by code. */
function primitive(value: unknown, operator: BinaryOperator): Primitive {
  if (!isPrimitive(value)) {
    throw new ExpressionError(`${operator} cannot be applied to ${describe(value)}`);
  }
  return value;
}

function arithmetic(operator: BinaryOperator, left: Primitive, right: Primitive) {
  const bothStrings = typeof left === 'string' && typeof right === 'string';
  switch (operator) {
    case '+':
      return typeof left === 'string' || typeof right === 'string'
        ? `${left}${right}`
        : Number(left) + Number(right);
    case '-':
      return Number(left) - Number(right);
    case '*':
      return Number(left) * Number(right);
    case '/':
      return Number(left) / Number(right);
    case '%':
      return Number(left) % Number(right);
    case '<':
      return bothStrings ? left < right : Number(left) < Number(right);
    case '<=':
      return bothStrings ? left <= right : Number(left) <= Number(right);
    case '>':
      return bothStrings ? left > right : Number(left) > Number(right);
    default:
      return bothStrings ? left >= right : Number(left) >= Number(right);
  }
}

/** Evaluates a checked syntax tree over the variables, within the limits. */
export function evaluateNode(
  root: ExpressionNode,
  variables: Record<string, unknown>,
  limits: EvaluationLimits = DEFAULT_LIMITS,
): unknown {
  const deadline = performance.now() + limits.timeLimitMs;
  let steps = 0;
  const run = (node: ExpressionNode): unknown => {
    if (++steps > limits.maxSteps) {
      throw new ExpressionError(`evaluation took more than ${limits.maxSteps} steps`);
    }
    if (performance.now() > deadline) {
      throw new ExpressionError(`evaluation took longer than ${limits.timeLimitMs} ms`);
    }
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'variable':
        return lookup(variables, node.name);
      case 'getVariable': {
        const name = run(node.name);
        if (typeof name !== 'string') {
          throw new ExpressionError('execution.getVariable needs a string');
        }
        // As in Camunda, a variable the instance does not have is null here.
        return Object.hasOwn(variables, allowedName(name)) ? data(variables[name]) : null;
      }
      case 'member':
        return member(run(node.object), run(node.key));
      case 'not':
        return !run(node.operand);
      case 'empty':
        return isEmpty(run(node.operand));
      case 'conditional':
        return run(node.test) ? run(node.consequent) : run(node.alternate);
      case 'binary': {
        const { operator } = node;
        if (operator === '&&' || operator === '||') {
          const left = run(node.left);
          return (operator === '&&' ? !left : left) ? left : run(node.right);
        }
        const left = run(node.left);
        const right = run(node.right);
        if (operator === '==' || operator === '!=') {
          // JUEL coerces primitives to a common type, as JavaScript's == does; objects and
          // arrays are equal only to themselves (== on an object would call its methods).
          const same = isPrimitive(left) && isPrimitive(right) ? left == right : left === right;
          return operator === '==' ? same : !same;
        }
        return arithmetic(operator, primitive(left, operator), primitive(right, operator));
      }
    }
  };
  return run(root);
}
