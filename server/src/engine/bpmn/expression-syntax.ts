import type Ast from 'jexl/Ast';
import Lexer from 'jexl/dist/Lexer';
import Parser, { type JexlGrammar, type JexlToken } from 'jexl/dist/parser/Parser';

/** An expression that is malformed or uses something outside the grammar. */
export class ExpressionError extends Error {}

/** Expression bodies longer than this are refused: conditions are short, and parsing is not free. */
export const MAX_EXPRESSION_LENGTH = 4096;
const MAX_NESTING = 32;
// jexl parses each ternary's branches with a nested parser: many of them make parsing slow.
const MAX_CONDITIONALS = 16;

const binary = (precedence: number) => ({ type: 'binaryOp', precedence });
const unary = { type: 'unaryOp', precedence: Infinity };

/**
 * The grammar handed to jexl's lexer and parser: JUEL's operators, with its precedence
 * (multiplicative > additive > relational > equality > and > or). Alphabetic keys become word
 * operators: jexl's lexer matches them only between word boundaries, as it does `in`, so
 * `android` stays an identifier. A null prototype keeps names such as `constructor` from
 * matching Object.prototype in jexl's `elements[name]` lookups.
 */
const elements: JexlGrammar['elements'] = Object.assign(Object.create(null) as object, {
  '.': { type: 'dot' },
  '[': { type: 'openBracket' },
  ']': { type: 'closeBracket' },
  '(': { type: 'openParen' },
  ')': { type: 'closeParen' },
  '?': { type: 'question' },
  ':': { type: 'colon' },
  ',': { type: 'comma' },
  // Lexed only so that they can be refused by name below.
  '|': { type: 'pipe' },
  '{': { type: 'openCurl' },
  '}': { type: 'closeCurl' },
  '*': binary(40),
  '/': binary(40),
  '%': binary(40),
  div: binary(40),
  mod: binary(40),
  '+': binary(30),
  '-': binary(30),
  '<': binary(25),
  '<=': binary(25),
  '>': binary(25),
  '>=': binary(25),
  lt: binary(25),
  le: binary(25),
  gt: binary(25),
  ge: binary(25),
  '==': binary(20),
  '!=': binary(20),
  eq: binary(20),
  ne: binary(20),
  '&&': binary(10),
  and: binary(10),
  '||': binary(9),
  or: binary(9),
  '!': unary,
  not: unary,
  empty: unary,
});
const grammar: JexlGrammar = { elements, functions: {}, transforms: {} };
const lexer = new Lexer(grammar);

/** Tokens after which `(` opens a group rather than calling what precedes it. */
const GROUP_AFTER = new Set([
  'binaryOp',
  'unaryOp',
  'openParen',
  'openBracket',
  'question',
  'colon',
  'comma',
]);

/** `execution.getVariable(`, with `execution` not itself a property of something. */
const isGetVariableCall = (tokens: JexlToken[], open: number) =>
  tokens[open - 1]?.type === 'identifier' &&
  tokens[open - 1].value === 'getVariable' &&
  tokens[open - 2]?.type === 'dot' &&
  tokens[open - 3]?.type === 'identifier' &&
  tokens[open - 3].value === 'execution' &&
  tokens[open - 4]?.type !== 'dot';

/**
 * Refuses, by token, what jexl would otherwise parse into calls, transforms or object
 * literals. jexl's parser keeps only a called function's name (`a.b.getVariable(…)` and
 * `getVariable(…)` give the same node), so the one allowed call is recognised here.
 */
function checkTokens(tokens: JexlToken[]) {
  let depth = 0;
  let conditionals = 0;
  tokens.forEach((token, index) => {
    if (token.type === 'question' && ++conditionals > MAX_CONDITIONALS) {
      throw new ExpressionError(`more than ${MAX_CONDITIONALS} conditional (? :) operators`);
    }
    if (token.type === 'pipe') throw new ExpressionError('transforms (|) are not supported');
    if (token.type === 'openCurl' || token.type === 'closeCurl') {
      throw new ExpressionError('object literals ({…}) are not supported');
    }
    if (token.type === 'openParen' || token.type === 'openBracket') {
      if (++depth > MAX_NESTING) {
        throw new ExpressionError(`brackets are nested more than ${MAX_NESTING} deep`);
      }
    }
    if (token.type === 'closeParen' || token.type === 'closeBracket') depth--;
    if (token.type !== 'openParen' || isGetVariableCall(tokens, index)) return;
    const before = tokens[index - 1]?.type;
    if (before !== undefined && !GROUP_AFTER.has(before)) {
      throw new ExpressionError(
        "only execution.getVariable('name') can be called; other functions and methods are not available",
      );
    }
  });
}

/** jexl's syntax tree of an expression body, after the token checks; null when it is blank. */
export function parseSyntax(text: string): Ast | null {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(
      `the expression is longer than ${MAX_EXPRESSION_LENGTH} characters (${text.length})`,
    );
  }
  try {
    const tokens = lexer.tokenize(text);
    checkTokens(tokens);
    const parser = new Parser(grammar);
    parser.addTokens(tokens);
    return parser.complete();
  } catch (error) {
    if (error instanceof ExpressionError) throw error;
    // jexl's own messages ("Invalid expression token: #", "Unexpected end of expression: …").
    throw new ExpressionError((error as Error).message, { cause: error });
  }
}
