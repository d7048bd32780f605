/**
 * The script grammar (issue 25 §3, shared/src/script/groovy.peggy): each construct compiles
 * and runs in the sandbox with Groovy's answer, and each mistake is a syntax error at its line
 * and column. Never touches the database (EMBEDDED_ONLY in run.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileScript, ScriptError } from '../../src/modules/scripts/compile';
import { runScript } from '../../src/modules/scripts/sandbox';

const LIMITS = { timeoutMs: 2000, memoryBytes: 32 * 1024 * 1024 };
const run = async (source: string, input?: unknown) =>
  (await runScript(source, { input }, { limits: LIMITS })).value;
const logs = async (source: string) => (await runScript(source, {}, { limits: LIMITS })).logs;

/** A syntax error at (line, column) whose message matches. */
const refused = (source: string, line: number, column: number, message?: RegExp) =>
  assert.throws(
    () => compileScript(source),
    (error: unknown) =>
      error instanceof ScriptError &&
      error.line === line &&
      error.column === column &&
      (!message || message.test(error.reason)),
    source,
  );

describe('a script and a closure give their last value (issue 25 §3)', () => {
  it('answers the last expression, assignment or declaration, and the branch an if/else took', async () => {
    assert.equal(await run('def a = 2\na * 21'), 42);
    assert.equal(
      await run("input.amount > 100 && input.country == 'FR'", { amount: 150, country: 'FR' }),
      true,
    );
    assert.equal(await run('def x = 5'), 5);
    assert.equal(await run('x = 7'), 7);
    assert.equal(await run("if (input.n > 1) { 'big' } else { 'small' }", { n: 3 }), 'big');
    assert.equal(
      await run("if (input.n > 1) 'big' else if (input.n > 0) 'one' else 'none'", { n: 0 }),
      'none',
    );
    assert.equal(await run("if (false) { 'never' }"), null);
    assert.equal(await run('for (i in [1, 2]) { i }'), null);
    assert.equal(await run("try { 'tried' } catch (e) { 'caught' }"), 'tried');
    assert.equal(await run("try { throw new Exception('x') } catch (e) { 'caught' }"), 'caught');
    assert.equal(
      await run("switch (2) { case 1: 'a'; break\n case 2: 'b'; break\n default: 'c' }"),
      'b',
    );
    assert.equal(await run("switch (9) { case 1: 'a'; break\n default: 'c' }"), 'c');
    assert.deepEqual(await run('[1, 2, 3].collect { if (it > 1) it * 10 else 0 }'), [0, 20, 30]);
    assert.equal(await run('def f(a, b = 1) { a + b }\nf(2)'), 3);
    assert.equal(await run('def r = 1\nreturn\nr'), null);
  });
});

describe('statements', () => {
  it('loops with while, classic for, for in / for : with or without a type, break and continue', async () => {
    assert.equal(await run('def n = 3\ndef s = 0\nwhile (n > 0) { s += n; n-- }\ns'), 6);
    assert.equal(
      await run('def s = []\nfor (int i = 0; i < 10; i += 3) s << i\ns').then(String),
      '0,3,6,9',
    );
    assert.deepEqual(await run('def s = []\nfor (i = 0; i < 3; i++) { s << i }\n[s, i]'), [
      [0, 1, 2],
      3,
    ]);
    assert.deepEqual(
      await run(`def out = []
for (x in [1, 2, 3, 4, 5]) { if (x == 2) continue; if (x == 4) break; out << x }
for (String s : ['a', 'b']) out << s
for (int k in 1..2) out << k
int w = 0
while (true) { w++; if (w >= 3) break }
out << w
for (;;) { break }
out`),
      [1, 3, 'a', 'b', 1, 2, 3],
    );
  });

  it('switches with isCase, falls through to the next break, and ends on default', async () => {
    const source = `def seen = []
for (v in [1, 2, 'x', 7, 42, 3.5]) {
  switch (v) {
    case 1: seen << 'one'
    case 2: seen << 'one or two'; break
    case ~/x+/: seen << 'x'; break
    case 5..9: seen << 'range'; break
    case [41, 42]: seen << 'list'; continue
    case Integer: seen << 'int'; break
    default: seen << 'other'
  }
  seen << '|'
}
seen`;
    assert.deepEqual(await run(source), [
      'one',
      'one or two',
      '|',
      'one or two',
      '|',
      'x',
      '|',
      'range',
      '|',
      'list',
      'other',
      '|',
    ]);
  });

  it('throws, catches by type (one, several, any), and always runs finally', async () => {
    const source = `def log = []
def risky(kind) {
  if (kind == 1) throw new IllegalArgumentException('bad arg')
  if (kind == 2) throw new IllegalStateException('bad state')
  if (kind == 3) null.size()
  'fine'
}
for (k in 0..3) {
  try {
    log << risky(k)
  } catch (IllegalArgumentException e) {
    log << 'arg:' + e.message
  } catch (IOException | IllegalStateException e) {
    log << 'state:' + e.message
  } catch (Exception e) {
    log << 'any'
  } finally {
    log << 'finally'
  }
}
log`;
    assert.deepEqual(await run(source), [
      'fine',
      'finally',
      'arg:bad arg',
      'finally',
      'state:bad state',
      'finally',
      'any',
      'finally',
    ]);
    await assert.rejects(
      runScript(
        "def a = 1\ntry { throw new IllegalStateException('kept') } catch (IOException e) { a = 2 }",
      ),
      (error: unknown) =>
        error instanceof ScriptError && /kept/.test(error.message) && error.line === 2,
    );
  });

  it('asserts with the expression in the message, and returns without a value', async () => {
    await assert.rejects(
      runScript('def x = 1\nassert x == 2'),
      (error: unknown) =>
        error instanceof ScriptError && /assert x == 2/.test(error.message) && error.line === 2,
    );
    await assert.rejects(
      runScript("assert 1 > 2 : 'too small'"),
      /too small\. Expression: \(1 > 2\)/,
    );
    assert.equal(await run('assert true\nreturn'), null);
  });

  it('declares with types (ignored), final, several names at once, and by destructuring', async () => {
    assert.deepEqual(
      await run(`String s = 'a'
int i = 1, j
List<String> l = ['x']
Map<String, List<Integer>> m = [k: [1]]
final f = 2
final String g = 'g'
def (a, b, c) = [1, 2]
[s, i, j, l, m, f, g, a, b, c]`),
      ['a', 1, null, ['x'], { k: [1] }, 2, 'g', 1, 2, null],
    );
  });

  it('declares a name assigned without def at the top of the script, closures included', async () => {
    assert.equal(await run('total = 0\n[1, 2, 3].each { total += it }\ntotal'), 6);
    assert.equal(await run('[1, 2].each { last = it }\nlast'), 2);
    assert.equal(await run('input = 5\ninput'), 5);
    assert.deepEqual(await run('(x, y) = [1, 2]\n(x, y) = [y, x]\n[x, y]'), [2, 1]);
    assert.equal(await run('def params = [a: 1]\nparams.a'), 1);
  });

  it('calls without parentheses (println, print, log.info-like members) and with named arguments', async () => {
    assert.deepEqual(
      await logs(
        "println 'a'\nprintln('b')\nprintln 1 + 2\ndef x = [1]\nprintln x\nprint 'c'\nprintln 'd'",
      ),
      ['a', 'b', '3', '[1]', 'cd'],
    );
    assert.deepEqual(await run('def f = { m, n -> [m.a, m.b, n] }\nf(a: 1, 2, b: 3)'), [1, 3, 2]);
    assert.deepEqual(await run('def m = [f: { x -> x * 2 }]\nm.f 21'), 42);
  });
});

describe('operators', () => {
  it('computes with the runtime helpers: - * / % ** <=> and comparisons', async () => {
    assert.deepEqual(
      await run(
        "[7 - 2, 'abc' * 2, [1, 2, 3] - [2], 7 % 3, 2 ** 10, -2 ** 2, 2 ** -1, 1 <=> 2, 'b' <=> 'a', 2 < 3, 3 <= 2]",
      ),
      [5, 'abcabc', [1, 3], 1, 1024, -4, 0.5, -1, 1, true, false],
    );
    assert.deepEqual(
      await run('[0.1 + 1.1 == 1.2, 7 / 2, [1, [2]] == [1, [2]], [a: 1] != [a: 2]]'),
      [true, 3.5, true, true],
    );
  });

  it('increments and decrements names, members and indexes, before and after', async () => {
    assert.deepEqual(
      await run(`def i = 1
def a = i++
def b = ++i
def m = [n: 1]
def c = m.n++
def d = --m.n
def l = [10, 20]
l[1]++
++l[0]
def e = l[-1]--
[i, a, b, m.n, c, d, l, e]`),
      [3, 1, 3, 1, 1, 1, [11, 20], 21],
    );
  });

  it('assigns with += -= *= /= %= **= <<=', async () => {
    assert.deepEqual(
      await run(
        'def a = 10\na -= 4\na *= 3\na %= 5\na /= 2\ndef p = 2\np **= 3\ndef l = [1]\nl <<= 2\nl += [3]\ndef m = [n: 2]\nm.n *= 5\n[a, p, l, m.n]',
      ),
      [1.5, 8, [1, 2, 3], 10],
    );
  });

  it('has ranges, in, as, instanceof, =~, ==~ and the pattern operator', async () => {
    assert.deepEqual(
      await run(
        "[1..3, 0..<3, 'a'..'c', 2 in [1, 2], 'k' in [k: 1], 5 in 1..4, '5' as Integer, 3 instanceof Integer, 'x' instanceof Map]",
      ),
      [[1, 2, 3], [0, 1, 2], ['a', 'b', 'c'], true, true, false, 5, true, false],
    );
    assert.deepEqual(
      await run(
        "def m = 'order 42' =~ /\\d+/\n[m ? m[0] : null, 'abc' ==~ /a.c/, 'abcd' ==~ /a.c/, 'x1' ==~ ~/x\\d/, (String) 5]",
      ),
      ['42', true, false, true, '5'],
    );
  });

  it('spreads, navigates safely on calls, and indexes with a range', async () => {
    assert.deepEqual(
      await run(
        "def l = [[n: 'a'], [n: 'b']]\ndef none = null\n[l*.n, ['x', 'yz']*.size(), none?.size(), none?.a?.b, 'hello'[1..3], [1, 2, 3][-1]]",
      ),
      [['a', 'b'], [1, 2], null, null, 'ell', 3],
    );
    assert.deepEqual(
      await run("def m = [a: 1]\ndef k = 'a'\n[m.\"$k\", 'ab'.\"${'toUpperCase'}\"()]"),
      [1, 'AB'],
    );
    await assert.rejects(
      runScript("def k = 'constructor'\n''.\"$k\""),
      /not a member a script can reach/,
    );
  });
});

describe('literals', () => {
  it('reads strings: escapes, triple-quoted, slashy, interpolation', async () => {
    assert.deepEqual(
      await run(`def amount = 5
def who = [name: 'Ann']
[
  "\\$5", "\\'", 'it\\'s', '\\u0041\\t|', "\${amount * 2} $who.name",
  '''one
two''',
  """sum: \${amount + 1}
done""",
  /\\d+\\/x$/, /a$amount/
]`),
      ['$5', "'", "it's", 'A\t|', '10 Ann', 'one\ntwo', 'sum: 6\ndone', '\\d+/x$', 'a5'],
    );
    assert.equal(await run('def a = 10\ndef b = 2\na / b / 5'), 1);
  });

  it('reads numbers: exponents, suffixes, hexadecimal, octal, underscores', async () => {
    assert.deepEqual(
      await run('[1e3, 1.5e-2, 10L, 10G, 1.5d, 0x1F, 017, 1_000, -1.5, - -1.5, 2f]'),
      [1000, 0.015, 10, 10, 1.5, 31, 15, 1000, -1.5, 1.5, 2],
    );
  });

  it('reads maps with quoted, double-quoted, computed and number keys, and closures of every form', async () => {
    assert.deepEqual(
      await run('def k = \'c\'\n["a b": 1, \'q\': 2, (k): 3, "d$k": 4, 5: 6, default: 7, in: 8]'),
      { 'a b': 1, q: 2, c: 3, dc: 4, '5': 6, default: 7, in: 8 },
    );
    assert.deepEqual(
      await run(
        "def f = { -> 1 }\ndef g = { String s, int n = 2 -> s * n }\ndef h = { it + 1 }\n[f(), g('ab'), g.call('x', 3), h(1), { a, b -> a - b }(5, 2)]",
      ),
      [1, 'abab', 'xxx', 2, 3],
    );
  });

  it('makes objects with new and reaches classes by name', async () => {
    assert.deepEqual(
      await run(
        "import groovy.json.JsonSlurper\nimport groovy.json.JsonOutput as Out\ndef doc = new JsonSlurper().parseText('{\"a\": [1, 2]}')\n[doc.a, Math.max(3, 4), Integer.parseInt('12'), Out.toJson([b: 1])]",
      ),
      [[1, 2], 4, 12, '{"b":1}'],
    );
    assert.deepEqual(
      await run(
        "import groovy.json.*\ndef doc = new groovy.json.JsonSlurper().parseText('[1]')\n[doc, groovy.json.JsonOutput.toJson(doc), java.lang.Math.max(1, 2)]",
      ),
      [[1], '[1]', 2],
    );
    await assert.rejects(
      runScript('def x = 1\nnew Socket()'),
      (error: unknown) =>
        error instanceof ScriptError && error.line === 2 && /Socket/.test(error.message),
    );
  });
});

describe('syntax errors carry their line and column', () => {
  it('refuses bad escapes, a lone $, break outside a loop, a misplaced default', () => {
    refused('def a = 1\nprintln "a\\q"', 2, 11, /"\\q" is not an escape/);
    refused('println "cost $5"', 1, 15, /write \\\$ for a dollar sign/);
    refused('def x = 1\nbreak', 2, 1, /"break" is only allowed inside a loop/);
    refused('while (true) {\n  [1].each { continue }\n}', 2, 14, /"continue" is only allowed/);
    refused('switch (1) {\n  default: 1\n  case 2: 3\n}', 2, 3, /"default" must be the last case/);
    refused("def s = '''never closed", 1, 24);
    refused('def a = [1, 2\nreturn a', 2, 1);
    refused('def x = 1\nint x = 2', 2, 1, /"x" is already declared/);
    refused('def f(a, b) {\n  int b = 1\n}', 2, 3, /"b" is already declared/);
    refused('[1].each { a, a -> a }', 1, 10, /"a" is already a parameter/);
    refused('try { 1 } catch (e) {\n  def e = 2\n}', 2, 3, /"e" is already declared/);
    refused('try {\n  1\n}\nprintln 2', 4, 1);
  });

  it('keeps the ways out closed: this, constructor, prototype, __ names, JavaScript words', () => {
    refused('this.x', 1, 1, /"this" is reserved/);
    refused('def l = []\nl.constructor', 2, 3, /not a member a script can reach/);
    refused("def l = []\nl.'prototype'", 2, 3, /not a member a script can reach/);
    refused('def m = [:]\n"${m.__proto__}"', 2, 6, /not a member a script can reach/);
    refused('def __x = 1', 1, 5, /are the runtime's/);
    refused('__LIST.each = 1', 1, 1, /are the runtime's/);
    for (const word of [
      'let',
      'var',
      'function',
      'typeof',
      'delete',
      'void',
      'arguments',
      'eval',
      'with',
      'yield',
    ]) {
      assert.throws(() => compileScript(`def ${word} = 1`), ScriptError, word);
    }
  });

  it('compiles to strict JavaScript that reaches nothing but the helpers', async () => {
    await assert.rejects(runScript("def c = 'constructor'\n[].getAt(c)"), ScriptError);
    await assert.rejects(
      runScript("def c = 'constructor'\n[:][c]"),
      /not a member a script can reach/,
    );
    assert.equal(await run('def eval1 = 1\nglobalThis'), null);
  });
});
