import { evaluateNode, UnknownVariableError, type EvaluationLimits } from './expression-evaluator';
import { parseExpression } from './expression-parser';
import { ExpressionError } from './expression-syntax';

export { MAX_EXPRESSION_LENGTH } from './expression-syntax';

/**
 * Camunda-style expressions (`${amount > 100}`, `${approved and not empty region}`) over the
 * instance's variables. BPMN comes from tenants, so the text is never run as JavaScript: jexl's
 * parser reads it into a syntax tree, the tree is checked against a small JUEL grammar, and
 * our own evaluator walks it, reading only own data properties of the variables.
 */
// One expression is the whole text when no other `${` starts inside it: `${a}/${b}` is two.
const WHOLE = /^\$\{((?:(?!\$\{)[\s\S])+)\}$/;
const EMBEDDED = /\$\{([\s\S]+?)\}/g;

/** Checks one expression body (without `${}`) without evaluating it; throws what is wrong. */
export function checkExpression(juel: string): void {
  parseExpression(juel);
}

/** The expression bodies in a text: the whole text when it is one `${…}`, else each embedded one. */
export function expressionsIn(text: string): string[] {
  const whole = WHOLE.exec(text.trim());
  if (whole) return [whole[1]];
  return [...text.matchAll(EMBEDDED)].map((match) => match[1]);
}

/**
 * Checks every expression in a text, as `resolveTemplate` would find them; the error names the
 * expression and the problem.
 */
export function checkTemplate(text: string): void {
  for (const juel of expressionsIn(text)) {
    try {
      checkExpression(juel);
    } catch (error) {
      throw new ExpressionError(
        `Expression \${${juel}} is not allowed: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
}

/** Evaluates one expression body (without `${}`); unknown variables are an error. */
export function evaluate(
  juel: string,
  variables: Record<string, unknown>,
  limits?: EvaluationLimits,
): unknown {
  try {
    return evaluateNode(parseExpression(juel), variables, limits);
  } catch (error) {
    if (error instanceof UnknownVariableError) {
      throw new Error(`Unknown property used in expression \${${juel}}: ${error.variable}`, {
        cause: error,
      });
    }
    throw new Error(`Cannot evaluate expression \${${juel}}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** `${...}` alone gives the value; text with embedded expressions gives the text. */
export function resolveTemplate(text: string, variables: Record<string, unknown>): unknown {
  const whole = WHOLE.exec(text.trim());
  if (whole) return evaluate(whole[1], variables);
  return text.replace(EMBEDDED, (_match, body: string) => {
    const value = evaluate(body, variables);
    // JSON for objects and arrays: String() would call their (prototype's) methods.
    return typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value ?? '');
  });
}
