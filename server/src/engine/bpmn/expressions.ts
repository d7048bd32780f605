import vm from 'node:vm';

/**
 * Camunda-style expressions (`${amount > 100}`, `${approved and not empty region}`) over the
 * instance's variables. JUEL's word operators are rewritten to JavaScript, and the expression
 * runs in a separate V8 context with a time limit: BPMN comes from tenants, not from us.
 */
const WORD_OPERATORS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
  div: '/',
  mod: '%',
};
const STRING_LITERAL = /('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/;
const WHOLE = /^\$\{([\s\S]+)\}$/;
const EMBEDDED = /\$\{([\s\S]+?)\}/g;

const translate = (juel: string) =>
  juel
    .split(STRING_LITERAL)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\bempty\s+([\w.$[\]'"]+)/g, '__empty($1)')
            .replace(/\b(and|or|not|eq|ne|lt|gt|le|ge|div|mod)\b/g, (word) => WORD_OPERATORS[word]),
    )
    .join('');

const scripts = new Map<string, vm.Script>();
const scriptOf = (juel: string) => {
  let script = scripts.get(juel);
  if (!script) {
    script = new vm.Script(`(${translate(juel)})`);
    if (scripts.size > 5000) scripts.clear();
    scripts.set(juel, script);
  }
  return script;
};

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** Evaluates one expression body (without `${}`); unknown variables are undefined. */
export function evaluate(juel: string, variables: Record<string, unknown>): unknown {
  const context = vm.createContext(
    Object.assign(Object.create(null) as object, variables, {
      __empty: isEmpty,
      execution: { getVariable: (name: string) => variables[name] },
    }),
  );
  try {
    return scriptOf(juel).runInContext(context, { timeout: 100 });
  } catch (error) {
    if (error instanceof ReferenceError) {
      const name = /(\S+) is not defined/.exec(error.message)?.[1];
      throw new Error(`Unknown property used in expression \${${juel}}: ${name ?? error.message}`, {
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
  return text.replace(EMBEDDED, (_match, body: string) => String(evaluate(body, variables) ?? ''));
}
