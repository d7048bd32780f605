import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkExpression,
  checkTemplate,
  evaluate,
  MAX_EXPRESSION_LENGTH,
  resolveTemplate,
} from '../../src/engine/bpmn/expressions';

/** The expression evaluator alone: what it accepts, what it refuses, and its limits. */
const variables = {
  amount: 150,
  approved: true,
  region: 'EU',
  blank: '',
  nothing: null,
  order: { customer: { country: 'DE' }, items: [{ sku: 'A' }, { sku: 'B' }], tags: [] },
};
const run = (juel: string, vars: Record<string, unknown> = variables) => evaluate(juel, vars);

describe('the expressions that must keep working', () => {
  const cases: [string, unknown][] = [
    ['amount > 100', true],
    ['amount > 200', false],
    ['approved and not empty region', true],
    ['approved && !empty blank', false],
    ['empty nothing || empty order.tags', true],
    ["order.customer.country == 'DE'", true],
    ['order.customer.country != "FR"', true],
    ["order.items[1].sku eq 'B'", true],
    ["order['customer'].country", 'DE'],
    ["execution.getVariable('amount') > 100", true],
    ["execution.getVariable('missing') == null", true],
    ['amount > 100 ? "big" : "small"', 'big'],
    ['approved ? (amount lt 100 ? 1 : 2) : 3', 2],
    ['(amount + 50) * 2 - 1', 399],
    ['amount div 4', 37.5],
    ['amount mod 7', 3],
    ['1 + 2 * 3', 7],
    ['10 - 2 - 3', 5],
    ['-1 + amount', 149],
    ['amount eq 150 and amount ne 1 and amount lt 151 and amount gt 149', true],
    ['amount le 150 && amount ge 150', true],
    ['not approved or amount == 150', true],
    ["region + '-' + amount", 'EU-150'],
    ['amount == "150"', true],
    ['order.missing', null],
    ['order.items.length', 2],
    ['region.length', 2],
    ['order == order', true],
    ['true and false', false],
  ];
  for (const [juel, expected] of cases) {
    it(`\${${juel}} is ${JSON.stringify(expected)}`, () => {
      assert.deepEqual(run(juel), expected);
      checkExpression(juel);
    });
  }

  it('names an unknown variable as before', () => {
    assert.throws(() => run('amount > limit'), {
      message: 'Unknown property used in expression ${amount > limit}: limit',
    });
  });

  it('resolves whole and embedded templates', () => {
    assert.equal(resolveTemplate('${amount > 100}', variables), true);
    assert.equal(resolveTemplate('PT${amount}S', variables), 'PT150S');
    assert.equal(resolveTemplate('${nothing}/${order.customer}', variables), '/{"country":"DE"}');
  });
});

describe('the escapes that must fail', () => {
  const CALL = /only execution\.getVariable\('name'\) can be called/;
  const refused: [string, RegExp][] = [
    ['execution.getVariable.constructor("return process")()', CALL],
    ["execution.getVariable('x').constructor", /the name "constructor" is not allowed/],
    ['__empty.constructor', /the name "constructor" is not allowed/],
    ['order.constructor.constructor', /the name "constructor" is not allowed/],
    ['this.constructor.constructor', /the name "constructor" is not allowed/],
    ['[].map.constructor', /the name "constructor" is not allowed/],
    ["order['constructor']", /the name "constructor" is not allowed/],
    ['Object.getPrototypeOf(order)', CALL],
    ['order.__proto__', /the name "__proto__" is not allowed/],
    ['order.prototype', /the name "prototype" is not allowed/],
    ['order.toString', /the name "toString" is not allowed/],
    ['order.hasOwnProperty', /the name "hasOwnProperty" is not allowed/],
    ['order.hasOwnProperty("x")', CALL],
    ['valueOf', /the name "valueOf" is not allowed/],
    ['require("fs")', CALL],
    ['getVariable("amount")', CALL],
    ['order.getVariable("amount")', CALL],
    ['order.items[0](1)', CALL],
    ['amount|upper', /transforms \(\|\) are not supported/],
    ['{a: 1}', /object literals/],
    ['[1, 2]', /array literals/],
    ['execution', /execution can only be used as execution\.getVariable/],
    ['.amount', /relative names/],
    ['order.items[.sku == "A"]', /filters/],
    ['amount = 1', /Invalid expression token: =/],
    ['amount ?: 1', /incomplete/],
    [' ', /empty/],
  ];
  for (const [juel, problem] of refused) {
    it(`\${${juel}} is refused before it runs`, () => {
      assert.throws(() => checkExpression(juel), problem);
      assert.throws(() => run(juel), {
        message: new RegExp(`^Cannot evaluate expression \\$\\{.*\\}: .*${problem.source}`),
      });
    });
  }

  for (const name of ['process', 'globalThis', 'require', 'this', 'Function', 'module']) {
    it(`${name} is only an unknown variable`, () => {
      checkExpression(name);
      assert.throws(() => run(name), {
        message: `Unknown property used in expression \${${name}}: ${name}`,
      });
    });
  }

  it('refuses names that lead to a prototype even when the value passed at run time', () => {
    assert.throws(
      () => run("execution.getVariable('constructor')"),
      /"constructor" is not allowed/,
    );
    assert.throws(() => run('order[key]', { ...variables, key: '__proto__' }), /not allowed/);
  });
});

describe('nothing outside the variables is reachable', () => {
  it('reads own data properties of plain objects and arrays only', () => {
    const inherited = Object.create({ secret: 1 }) as Record<string, unknown>;
    assert.throws(() => run('secret', inherited), /Unknown property .*: secret/);
    assert.throws(() => run('o.secret', { o: inherited }), /cannot read "secret" of an object/);
    assert.equal(run('order.items.map', variables), null);
    assert.throws(() => run('d.getTime', { d: new Date() }), /cannot read "getTime"/);
    assert.throws(() => run('region.concat', variables), /cannot read "concat" of a string/);
  });

  it('never calls a getter or hands out a function', () => {
    let called = false;
    const tricky = {
      get g() {
        called = true;
        return 1;
      },
    };
    assert.equal(run('o.g', { o: tricky }), null);
    assert.equal(called, false);
    assert.throws(() => run('f', { f: () => 1 }), /a function, which is not data/);
    assert.throws(() => run('o.f', { o: { f: () => 1 } }), /not data/);
  });

  it('applies arithmetic and comparison to primitives only', () => {
    assert.throws(() => run('order + 1'), /\+ cannot be applied to an object/);
    assert.throws(() => run('order.items > 1'), /> cannot be applied to an array/);
    assert.equal(run('order == "[object Object]"'), false);
  });
});

describe('the limits', () => {
  it(`refuses expressions longer than ${MAX_EXPRESSION_LENGTH} characters`, () => {
    const long = `amount > ${'1'.repeat(MAX_EXPRESSION_LENGTH)}`;
    assert.throws(() => checkExpression(long), /longer than 4096 characters/);
    assert.throws(() => run(long), /longer than 4096 characters/);
    assert.equal(run(`amount > 1${' '.repeat(MAX_EXPRESSION_LENGTH - 10)}`), true);
  });

  it('refuses deep nesting and many conditionals quickly', () => {
    const started = performance.now();
    assert.throws(() => checkExpression(`${'('.repeat(40)}1${')'.repeat(40)}`), /nested more/);
    assert.throws(() => checkExpression(`${'!'.repeat(4000)}1`), /nested more than 64/);
    assert.throws(() => checkExpression(`${'1 ? 1 : '.repeat(20)}1`), /conditional/);
    assert.ok(performance.now() - started < 500);
  });

  it('stops after the step limit and after the time limit', () => {
    const limits = { maxSteps: 4, timeLimitMs: 100 };
    assert.equal(evaluate('amount + 1', variables, limits), 151);
    assert.throws(() => evaluate('amount + 1 + 1', variables, limits), /more than 4 steps/);
    assert.throws(
      () => evaluate('amount', variables, { maxSteps: 100, timeLimitMs: -1 }),
      /took longer than -1 ms/,
    );
  });

  it('names the expression when a template is checked for deploy', () => {
    assert.throws(() => checkTemplate('PT${order.constructor}S'), {
      message:
        'Expression ${order.constructor} is not allowed: the name "constructor" is not allowed',
    });
    checkTemplate('PT${amount}S and ${order.customer.country}');
  });
});
