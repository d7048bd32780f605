import type Ast from 'jexl/Ast';
import { ExpressionError, parseSyntax } from './expression-syntax';

export type BinaryOperator =
  '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '&&' | '||';

/**
 * The evaluator's own syntax tree: only what the grammar allows, so that the evaluator needs
 * no case for anything else. jexl's tree is read once, here, and never evaluated.
 */
export type ExpressionNode =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'variable'; name: string }
  | { kind: 'getVariable'; name: ExpressionNode }
  | { kind: 'member'; object: ExpressionNode; key: ExpressionNode }
  | { kind: 'not' | 'empty'; operand: ExpressionNode }
  | { kind: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | {
      kind: 'conditional';
      test: ExpressionNode;
      consequent: ExpressionNode;
      alternate: ExpressionNode;
    };

/**
 * Names that lead from a value to its prototype, its constructor and so to the realm's
 * Function: refused as variable and property names whatever the variables hold.
 */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  'prototype',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
]);

const MAX_DEPTH = 64;

const OPERATORS: Record<string, BinaryOperator> = {
  ...Object.fromEntries(
    ['+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||'].map((op) => [op, op]),
  ),
  div: '/',
  mod: '%',
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  and: '&&',
  or: '||',
};

/** A name used as a variable or property, unless it is one of the forbidden ones. */
export function allowedName(name: string): string {
  if (FORBIDDEN_NAMES.has(name)) {
    throw new ExpressionError(`the name "${name}" is not allowed`);
  }
  return name;
}

function present(ast: Ast | null | undefined): Ast {
  if (!ast) throw new ExpressionError('the expression is incomplete');
  return ast;
}

function toNode(ast: Ast, depth: number): ExpressionNode {
  if (depth > MAX_DEPTH) {
    throw new ExpressionError(`the expression is nested more than ${MAX_DEPTH} deep`);
  }
  const next = (child: Ast | null | undefined) => toNode(present(child), depth + 1);
  switch (ast.type) {
    case 'Literal':
      return { kind: 'literal', value: ast.value };
    case 'Identifier': {
      if (ast.relative)
        throw new ExpressionError(`relative names (.${ast.value}) are not supported`);
      const name = allowedName(ast.value);
      if (ast.from) {
        return { kind: 'member', object: next(ast.from), key: { kind: 'literal', value: name } };
      }
      if (name === 'null') return { kind: 'literal', value: null };
      if (name === 'execution') {
        throw new ExpressionError("execution can only be used as execution.getVariable('name')");
      }
      return { kind: 'variable', name };
    }
    case 'FilterExpression': {
      if (ast.relative) throw new ExpressionError('filters ([.name …]) are not supported');
      const key = next(ast.expr);
      if (key.kind === 'literal' && typeof key.value === 'string') allowedName(key.value);
      return { kind: 'member', object: next(ast.subject), key };
    }
    case 'FunctionCall':
      // The token check let through only `execution.getVariable(`; the name is checked again.
      if (ast.pool !== 'functions' || ast.name !== 'getVariable') {
        throw new ExpressionError(`the function ${ast.name} is not available`);
      }
      if (ast.args.length !== 1) {
        throw new ExpressionError("execution.getVariable takes one argument, the variable's name");
      }
      return { kind: 'getVariable', name: next(ast.args[0]) };
    case 'UnaryExpression':
      return { kind: ast.operator === 'empty' ? 'empty' : 'not', operand: next(ast.right) };
    case 'BinaryExpression': {
      const operator = OPERATORS[ast.operator];
      if (!operator) throw new ExpressionError(`the operator ${ast.operator} is not supported`);
      return { kind: 'binary', operator, left: next(ast.left), right: next(ast.right) };
    }
    case 'ConditionalExpression':
      return {
        kind: 'conditional',
        test: next(ast.test),
        consequent: next(ast.consequent),
        alternate: next(ast.alternate),
      };
    case 'ArrayLiteral':
      throw new ExpressionError('array literals ([…]) are not supported');
    default:
      throw new ExpressionError(`${ast.type} is not supported`);
  }
}

const parsed = new Map<string, ExpressionNode>();

/** The checked syntax tree of an expression body (the text inside `${…}`); cached by text. */
export function parseExpression(text: string): ExpressionNode {
  const cached = parsed.get(text);
  if (cached) return cached;
  const syntax = parseSyntax(text);
  if (!syntax) throw new ExpressionError('the expression is empty');
  const node = toNode(syntax, 0);
  if (parsed.size >= 5000) parsed.clear();
  parsed.set(text, node);
  return node;
}
