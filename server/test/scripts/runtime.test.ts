/**
 * Issue 25 §3, the runtime side: the prelude's helpers as the compiled code calls them (the
 * contract in prelude.ts with the grammar), each answer checked against a real Groovy 2.4.
 * Compiled JavaScript bodies run in a prepared context of their own, as a run does, so these
 * cases hold whatever the grammar emits; the last group runs Groovy through runScript.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getQuickJS, type QuickJSRuntime } from 'quickjs-emscripten';
import { PRELUDE } from '../../src/modules/scripts/prelude';
import { PreparedContext } from '../../src/modules/scripts/sandbox-context';
import { runScript } from '../../src/modules/scripts/sandbox';

let runtime: QuickJSRuntime;
let context: PreparedContext;
before(async () => {
  runtime = (await getQuickJS()).newRuntime();
  context = new PreparedContext(runtime, false);
});
after(() => {
  context.dispose();
  runtime.dispose();
});

const LIMITS = { timeoutMs: 2000, memoryBytes: 32 << 20 };
const NO_IO = () => Promise.resolve('{"value":null}');

/** Runs a compiled body; answers its value through JSON, or throws its error. */
async function body(js: string) {
  const outcome = await context.run(js, {}, LIMITS, NO_IO);
  if (outcome.error) throw outcome.error;
  return outcome.run!;
}
/** Groovy's toString of a compiled expression, as println would print it. */
const text = async (expression: string) =>
  String((await body(`return __str(${expression});`)).value);
/** Each [expression, what Groovy 2.4 printed]. */
async function printsAsGroovy(cases: [string, string][]) {
  for (const [expression, groovy] of cases)
    assert.equal(await text(expression), groovy, expression);
}
/** What a failing expression throws, caught as a script would catch it (`e.toString()`). */
const caught = (expression: string) =>
  text(`(() => { try { ${expression}; return 'no error'; } catch (e) { return __caught(e); } })()`);

describe('numbers as Groovy has them', () => {
  it('keeps decimals exact, with their scale, and divides as Groovy does', async () => {
    await printsAsGroovy([
      ["__plus(__dec('0.1'), __dec('1.1'))", '1.2'],
      ["__equals(__plus(__dec('0.1'), __dec('1.1')), __dec('1.2'))", 'true'],
      ["__plus(__dec('1.10'), __dec('0.1'))", '1.20'],
      ["__times(__dec('1.10'), __dec('0.1'))", '0.110'],
      ["__minus(__dec('1.2'), __dec('0.2'))", '1.0'],
      ["__equals(__dec('1.20'), __dec('1.2'))", 'true'],
      ["__equals(__dec('1.0'), 1)", 'true'],
      ['__div(7, 2)', '3.5'],
      ['__div(-7, 2)', '-3.5'],
      ['__div(4, 2)', '2'],
      ['__div(1, 3)', '0.3333333333'],
      ['__div(2, 3)', '0.6666666667'],
      ['__div(100, 3)', '33.3333333333'],
      ['__div(10000000000, 7)', '1428571428.5714285714'],
      ["__div(__dec('10.00'), 4)", '2.50'],
      ["__div(__dec('4.0'), 2)", '2.0'],
      ["__dec('1e3')", '1E+3'],
      ["__dec('1.5e-2')", '0.015'],
      ["__dec('0.000001')", '0.000001'],
      ["__dec('0.0000001')", '1E-7'],
      ['__pow(2, 10)', '1024'],
      ['__pow(2, -1)', '0.5'],
      ["__pow(__dec('1.5'), 2)", '2.25'],
      ["__plus(1.5, __dec('1.5'))", '3.0'],
      ['__mod(-7, 3)', '-1'],
      ["__neg(__dec('1.5'))", '-1.5'],
      ["__call(__dec('2.345'), 'setScale', [2, __get(__type('RoundingMode'), 'HALF_UP')])", '2.35'],
      ["__call(7, 'intdiv', [2])", '3'],
      ["__call(__dec('3.7'), 'toInteger', [])", '3'],
      ["__get(__div(1, 2), 'class')", 'class java.math.BigDecimal'],
    ]);
    assert.equal(await caught('__div(1, 0)'), 'java.lang.ArithmeticException: Division by zero');
    assert.match(await caught("__mod(__dec('5.5'), 2)"), /Cannot use mod\(\) on this number type/);
  });

  it('prints doubles as Java does, and Math answers doubles', async () => {
    await printsAsGroovy([
      ["__call(__type('Math'), 'sqrt', [16])", '4.0'],
      ["__call(__type('Math'), 'pow', [2, 10])", '1024.0'],
      ["__call(__type('Math'), 'floor', [2.7])", '2.0'],
      ["__call(__type('Math'), 'round', [2.5])", '3'],
      ["__call(__type('Math'), 'max', [1, 3])", '3'],
      ["__call(__type('Math'), 'abs', [-3])", '3'],
      ['1e20 * 1.5', '150000000000000000000'],
      ['0.1 + 0.2', '0.30000000000000004'],
      ['__pow(4, 0.5)', '2.0'],
      ["__get(__type('Integer'), 'MAX_VALUE')", '2147483647'],
      ["__call(__type('Integer'), 'parseInt', ['42'])", '42'],
    ]);
  });

  it('sends a decimal to the host as a JSON number', async () => {
    const run = await body(
      "return [__dec('1.20'), __div(1, 4), {total: __times(__dec('0.1'), 3)}];",
    );
    assert.deepEqual(run.value, [1.2, 0.25, { total: 0.3 }]);
  });
});

describe("Groovy's toString and ==", () => {
  it('prints lists and maps as Groovy does', async () => {
    await printsAsGroovy([
      ['[1, 2, 3]', '[1, 2, 3]'],
      ["[1, 2, [3, 'x', {a: null}]]", '[1, 2, [3, x, [a:null]]]'],
      ["({a: 1, b: [1, 'x', {c: null}]})", '[a:1, b:[1, x, [c:null]]]'],
      ['({})', '[:]'],
      ['null', 'null'],
      ["__plus('n=', [1, 2])", 'n=[1, 2]'],
    ]);
  });

  it('compares lists and maps by contents, in any key order', async () => {
    await printsAsGroovy([
      ['__equals({b: 2, a: 1}, {a: 1, b: 2})', 'true'],
      ['__equals({a: 1}, {a: 2})', 'false'],
      ["__equals([__dec('1.0')], [1])", 'true'],
      ["__equals(1, '1')", 'false'],
      // Java's equals where Groovy calls it: contains, in, equals().
      ["__call([__dec('1.0'), 2], 'contains', [1])", 'false'],
      ["__in(1, [__dec('1.0')])", 'false'],
      ["__call(__dec('1.0'), 'equals', [__dec('1.00')])", 'false'],
      ["__cmp('a', 'c')", '-1'],
      ['__cmp(null, 1)', '-1'],
    ]);
  });
});

describe('lists, as Groovy 2.4', () => {
  it('adds, removes and repeats', async () => {
    await printsAsGroovy([
      ['__plus([1, 2, 3], [4])', '[1, 2, 3, 4]'],
      ['__plus([1, 2, 3], 4)', '[1, 2, 3, 4]'],
      ['__minus([1, 2, 3], [2])', '[1, 3]'],
      ['__times([1, 2], 2)', '[1, 2, 1, 2]'],
      ["__call(['a', 'b'], 'sum', [])", 'ab'],
      ["__call([], 'sum', [])", 'null'],
      ["__call([1, 2, 3], 'sum', [10])", '16'],
      ["__call([__dec('1.10'), __dec('2.205')], 'sum', [])", '3.305'],
    ]);
  });

  it('sorts in place, by a key or with a comparator, and unique changes the list', async () => {
    const run = await body(`const l = [3, 1, 2]; const s = __call(l, 'sort', []);
      const c = [3, 1, 2]; const copy = __call(c, 'sort', [false]);
      const u = [1, 2, 2, 3, 1]; __call(u, 'unique', []);
      return [__str(l), s === l, __str(c), __str(copy), __str(u),
        __str(__call(['bb', 'a', 'ccc'], 'sort', [(it) => __call(it, 'size', [])])),
        __str(__call([[1, 'b'], [0, 'c'], [1, 'a']], 'sort', [(it) => __index(it, 0)])),
        __str(__call([1, 3, 2], 'sort', [(a, b) => __cmp(b, a)]))];`);
    assert.deepEqual(run.value, [
      '[1, 2, 3]',
      true,
      '[3, 1, 2]',
      '[1, 2, 3]',
      '[1, 2, 3]',
      '[a, bb, ccc]',
      '[[0, c], [1, b], [1, a]]',
      '[3, 2, 1]',
    ]);
  });

  it('has the GDK methods integration scripts use', async () => {
    await printsAsGroovy([
      ["__call([1, 2, 3], 'inject', [(a, b) => __times(a, b)])", '6'],
      ["__call([1, 2, 3], 'inject', [10, (a, b) => __plus(a, b)])", '16'],
      ["__call([{n: 1}, {n: 3}, {n: 2}], 'max', [(it) => __get(it, 'n')])", '[n:3]'],
      ["__call([3, 1, 2], 'min', [])", '1'],
      ["__call([1, 2, 3], 'take', [2])", '[1, 2]'],
      ["__call([1, 2, 3], 'drop', [2])", '[3]'],
      ["__call([1, [2, [3]]], 'flatten', [])", '[1, 2, 3]'],
      ["__call([1, 2, 3], 'withIndex', [])", '[[1, 0], [2, 1], [3, 2]]'],
      [
        "__call([1, 2, 3], 'groupBy', [(it) => __equals(__mod(it, 2), 0) ? 'even' : 'odd'])",
        '[odd:[1, 3], even:[2]]',
      ],
      [
        "__call([1, 2, 3], 'countBy', [(it) => __equals(__mod(it, 2), 0) ? 'even' : 'odd'])",
        '[odd:2, even:1]',
      ],
      [
        "__call(['x', 'yy'], 'collectEntries', [(it) => [it, __call(it, 'size', [])]])",
        '[x:1, yy:2]',
      ],
      ["__call([1, 2, 3], 'findIndexOf', [(it) => __equals(it, 3)])", '2'],
      ["__call([1, 2, 3], 'indexOf', [2])", '1'],
      ["__call([1, 2, 3], 'reverse', [])", '[3, 2, 1]'],
      ["__call([1, 2, 3], 'join', ['-'])", '1-2-3'],
      ["__call([1, 2, 3], 'get', [1])", '2'],
      ["__call(__range(1, 10, false), 'step', [3])", '[1, 4, 7, 10]'],
    ]);
    assert.equal(
      await caught("__call([1], 'get', [3])"),
      'java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 1',
    );
    assert.equal(
      await caught("__call([], 'first', [])"),
      'java.util.NoSuchElementException: Cannot access first() element from an empty List',
    );
  });

  it('reads ranges and negative indexes as Groovy does', async () => {
    await printsAsGroovy([
      ['__range(1, 3, false)', '[1, 2, 3]'],
      ['__range(5, 1, true)', '[5, 4, 3, 2]'],
      ["__range('a', 'e', false)", '[a, b, c, d, e]'],
      ['__index([1, 2, 3], __range(1, -1, false))', '[2, 3]'],
      ['__index([1, 2, 3, 4], __range(1, -1, true))', '[2, 3]'],
      ['__index([1, 2, 3], -1)', '3'],
      ["__index('abc', -1)", 'c'],
      ["__index('abc', __range(0, 1, false))", 'ab'],
      ["__index('abc', __range(-1, 0, false))", 'cba'],
      ['__isCase(__range(1, 5, false), 3)', 'true'],
    ]);
    assert.equal(
      await caught("__index('abc', 5)"),
      'java.lang.StringIndexOutOfBoundsException: String index out of range: 5',
    );
  });
});

describe('sets', () => {
  it('stay unique when added to, and compare in any order', async () => {
    const run = await body(`const s = __as(['b', 'a', 'b'], 'Set');
      __leftShift(s, 'a'); __call(s, 'add', ['c']);
      return [__str(s), __call(s, 'size', []), __equals(__as(['a', 'b'], 'Set'), __as(['b', 'a'], 'Set')),
        __isa(s, 'Set'), __equals(['a', 'b'], ['b', 'a'])];`);
    assert.deepEqual(run.value, ['[b, a, c]', 3, true, true, false]);
  });
});

describe('maps', () => {
  it('give closures an entry or (key, value) by their parameters', async () => {
    await printsAsGroovy([
      ["__call({a: 1, b: 2}, 'collect', [(k, v) => __plus(k, v)])", '[a1, b2]'],
      ["__call({a: 1, b: 2}, 'find', [(it) => __equals(__get(it, 'value'), 2)])", 'b=2'],
      ["__call({a: 1, b: 2}, 'findAll', [(k, v) => __cmp(v, 1) > 0])", '[b:2]'],
      [
        "__call({a: 1, b: 2, c: 3}, 'groupBy', [(it) => __cmp(__get(it, 'value'), 1) > 0])",
        '[false:[a:1], true:[b:2, c:3]]',
      ],
      [
        "__call({a: 1, b: 2}, 'collectEntries', [(k, v) => [__call(k, 'toUpperCase', []), __times(v, 10)]])",
        '[A:10, B:20]',
      ],
      ["__call({a: 1, b: 2}, 'inject', [0, (acc, k, v) => __plus(acc, v)])", '3'],
      ["__call({a: 1, b: 2}, 'any', [(k, v) => __equals(v, 2)])", 'true'],
      ["__call({a: 1}, 'entrySet', [])", '[a=1]'],
      ["__call({b: 1, a: 2}, 'sort', [])", '[a:2, b:1]'],
      ["__in('a', {a: 1})", 'true'],
      ["__in('a', {a: 0})", 'false'],
    ]);
    const counted = await body(`const m = __call({}, 'withDefault', [(k) => 0]);
      for (const c of __iterate('abcab')) __update(m, c, (n) => __plus(n, 1));
      return __str(m);`);
    assert.equal(counted.value, '[a:2, b:2, c:1]');
  });
});

describe('strings', () => {
  it('has the GDK methods, split by a regular expression, and Java replacements', async () => {
    await printsAsGroovy([
      ["__times('abc', 2)", 'abcabc'],
      ["__minus('hello', 'l')", 'helo'],
      ["__call('a,b,,', 'split', [','])", '[a, b]'],
      ["__call(',a', 'split', [','])", '[, a]'],
      ["__call('a1b22c', 'split', ['\\\\d+'])", '[a, b, c]'],
      ["__call(' a  b ', 'split', [])", '[a, b]'],
      ["__call('a.b.c', 'tokenize', ['.'])", '[a, b, c]'],
      ["__call('x', 'padLeft', [5, 'ab'])", 'ababx'],
      ["__call('5', 'padLeft', [3, '0'])", '005'],
      ["__call('abc', 'capitalize', [])", 'Abc'],
      ["__call('abc', 'reverse', [])", 'cba'],
      ["__call('hello world', 'replaceAll', ['(o)', (it) => it])", 'hell[o, o] w[o, o]rld'],
      [
        "__call('hello world', 'replaceAll', ['(l+)(o)', (all, a, b) => __plus(b, a)])",
        'heoll world',
      ],
      [
        "__call('2024-01-05', 'replaceAll', ['(\\\\d+)-(\\\\d+)-(\\\\d+)', '$3/$2/$1'])",
        '05/01/2024',
      ],
      ["__call(' 42 ', 'toInteger', [])", '42'],
      ["__call('12', 'isNumber', [])", 'true'],
      ["__in('b', 'abc')", 'false'],
      [
        "__call(__type('String'), 'format', ['%05.2f|%-5s|%,d|%x', __dec('3.14159'), 'ab', 1234567, 255])",
        '03.14|ab   |1,234,567|ff',
      ],
    ]);
  });

  it("iterates a text's characters, and has sprintf", async () => {
    await printsAsGroovy([
      ["__call('abc', 'collect', [(it) => __call(it, 'toUpperCase', [])])", '[A, B, C]'],
      ["__call('hello', 'findAll', [(c) => __equals(c, 'l')])", '[l, l]'],
      ["__call('a1b2', 'findAll', ['\\\\d'])", '[1, 2]'],
      ["sprintf('%05d|%s', 42, [1])", '00042|[1]'],
      ["__call('key=value=more', 'split', ['=', 2])", '[key, value=more]'],
      ["__call(__call('a,b,,', 'split', [',', -1]), 'size', [])", '4'],
      ["__call(__get('user:pass', 'bytes'), 'encodeBase64', [])", 'dXNlcjpwYXNz'],
      ["__new('String', [__call('dXNlcjpwYXNz', 'decodeBase64', [])])", 'user:pass'],
      ["__call(__type('URLEncoder'), 'encode', ['a b&c=d', 'UTF-8'])", 'a+b%26c%3Dd'],
      ["__plus(null, 'x')", 'nullx'],
    ]);
  });

  it('fails toInteger, toLong and toDouble on text that is not a number', async () => {
    assert.equal(
      await caught("__call('12abc', 'toInteger', [])"),
      'java.lang.NumberFormatException: For input string: "12abc"',
    );
    assert.equal(
      await caught("__call('1x', 'toLong', [])"),
      'java.lang.NumberFormatException: For input string: "1x"',
    );
    assert.equal(
      await caught("__call('x', 'toDouble', [])"),
      'java.lang.NumberFormatException: For input string: "x"',
    );
    assert.equal(
      await caught("__get('abc', 'foo')"),
      'groovy.lang.MissingPropertyException: No such property: foo for class: java.lang.String',
    );
  });

  it('finds and matches regular expressions', async () => {
    await printsAsGroovy([
      ["__index(__find('a1b2', '\\\\d'), 0)", '1'],
      ["__call(__find('a1b2', '\\\\d'), 'size', [])", '2'],
      ["__index(__find('k=v; x=y', '(\\\\w)=(\\\\w)'), 1)", '[x=y, x, y]'],
      ["__truth(__find('abc', 'x'))", 'false'],
      ["__matches('abc', '[a-c]+')", 'true'],
      ["__matches('abcd', '[a-c]+')", 'false'],
      ["__matches('ABC', '(?i)[a-c]+')", 'true'],
    ]);
  });
});

describe('classes, exceptions and JSON', () => {
  it('makes and catches exceptions, typed as Java has them', async () => {
    await printsAsGroovy([
      ["__new('Exception', ['boom'])", 'java.lang.Exception: boom'],
      [
        "__caught(__throwable(__new('IllegalStateException', ['bad'])))",
        'java.lang.IllegalStateException: bad',
      ],
      ["__get(__caught(__throwable(__new('IllegalStateException', ['bad']))), 'message')", 'bad'],
      ["__call(__caught(__throwable(__new('RuntimeException', ['m']))), 'getMessage', [])", 'm'],
      [
        "__get(__get(__new('IllegalArgumentException', ['x']), 'class'), 'simpleName')",
        'IllegalArgumentException',
      ],
      ["__isa(__new('NumberFormatException', ['x']), 'IllegalArgumentException')", 'true'],
      ["__isa(__new('IllegalStateException', ['x']), 'IllegalArgumentException')", 'false'],
      [
        "__isa((() => { try { __fail('x'); } catch (e) { return __caught(e); } })(), 'RuntimeException')",
        'true',
      ],
    ]);
    await assert.rejects(
      body("__at(3, 5); throw __throwable(__new('IllegalArgumentException', ['bad amount']));"),
      (error: Error & { line?: number }) => error.message === 'bad amount (line 3, column 5)',
    );
  });

  it('has as, instanceof, in and class names', async () => {
    await printsAsGroovy([
      ["__as('12', 'Integer')", '12'],
      ["__as(__dec('3.7'), 'int')", '3'],
      ['__as([1, 2, 2], "Set")', '[1, 2]'],
      ["__as('abc', 'List')", '[a, b, c]'],
      ["__as(5, 'String')", '5'],
      ["__isa(1, 'Integer')", 'true'],
      ["__isa(__dec('1.5'), 'BigDecimal')", 'true'],
      ["__isa('x', 'String')", 'true'],
      ["__isCase(__type('String'), 'x')", 'true'],
      ["__get('x', 'class')", 'class java.lang.String'],
      ['__in(2, [1, 2])', 'true'],
    ]);
    assert.match(await caught("__type('Nothing')"), /No class Nothing/);
    assert.match(await caught("__new('File', ['/etc/passwd'])"), /Unable to resolve class File/);
  });

  it('has JsonSlurper, JsonOutput and StringBuilder', async () => {
    await printsAsGroovy([
      [
        '__call(__new(\'JsonSlurper\', []), \'parseText\', [\'{"p": 10.50, "n": 3, "l": [1.0, 2]}\'])',
        '[l:[1.0, 2], n:3, p:10.50]',
      ],
      [
        "__call(__type('JsonOutput'), 'toJson', [{a: 'x/y\"é', b: [1, __dec('2.50'), null, true]}])",
        '{"a":"x/y\\"\\u00e9","b":[1,2.50,null,true]}',
      ],
      [
        "__call(__type('JsonOutput'), 'prettyPrint', ['{\"a\":[1],\"c\":{}}'])",
        '{\n    "a": [\n        1\n    ],\n    "c": {\n        \n    }\n}',
      ],
      ["__call(__call(__new('StringBuilder', ['x']), 'append', [1]), 'toString', [])", 'x1'],
    ]);
  });

  it('keeps runtime values closed: no internals, nothing to change, not maps', async () => {
    for (const [value, member] of [
      ["__dec('1.5')", '__u'],
      ["__new('Exception', ['m'])", '__kind'],
      ["__type('Math')", '__m'],
      ["__find('a', 'a')", 'constructor'],
    ]) {
      assert.match(
        await caught(`__index(${value}, '${member}')`),
        /is not a member a script can reach/,
      );
    }
    assert.match(await caught("__set(__type('Math'), 'max', 1)"), /read-only|not extensible/);
    assert.match(await caught("__set(__dec('1'), 'x', 1)"), /read-only/);
    await printsAsGroovy([
      ["__isMap(__dec('1'))", 'false'],
      ["__isMap(__find('a', 'a'))", 'false'],
      ["__isMap(__new('Exception', []))", 'false'],
      ['__isMap(__range(1, 2, false))', 'false'],
    ]);
  });
});

describe('a prepared context', () => {
  it("freezes every helper, class and table the prelude defines (but the run's own place and print line)", async () => {
    const names = [...PRELUDE.matchAll(/^(?:const|class) (\w+)/gm)]
      .map((m) => m[1])
      .filter((name) => !['__LOG_LINE_MAX', '__OUTPUT_MAX', '__pos', '__printed'].includes(name));
    assert.ok(names.length > 150, `${names.length} names`);
    const probe = names
      .map((name) => `try { ${name}.probe = 1; open.push('${name}'); } catch (e) { /* frozen */ }`)
      .join('\n');
    const run = await body(`const open = [];\n${probe}\nreturn open;`);
    assert.deepEqual(run.value, []);
  });

  it('is made whole after a run whose deadline has passed: the prelude does not meet it', async () => {
    // A run leaves its deadline on the runtime; contexts made later (another tenant's) must not be interrupted by it.
    const quick = await context.run(
      'return 1;',
      {},
      { timeoutMs: 20, memoryBytes: 32 << 20 },
      NO_IO,
    );
    assert.equal(quick.run?.value, 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (let made = 0; made < 5; made++) {
      const next = new PreparedContext(runtime, false);
      try {
        const run = await next.run('return __str(__div(1, 3));', {}, LIMITS, NO_IO);
        assert.equal(run.run?.value, '0.3333333333');
      } finally {
        next.dispose();
      }
    }
  });
});

describe('println and print', () => {
  it("write Groovy's toString to the run's log, a line at a time", async () => {
    const run = await body(
      "println([1, 2]); print('a'); print(__dec('1.50')); println(); print('rest'); return null;",
    );
    assert.deepEqual(run.logs, ['[1, 2]', 'a1.50', 'rest']);
  });
});

describe('Groovy source end to end', () => {
  const groovy = async (source: string) => (await runScript(source, {}, { limits: LIMITS })).logs;
  it('runs the points issue 25 found wrong', async () => {
    const logs = await groovy(
      [
        'def list = [1, 2, 3]',
        'println "${list}"',
        'list += [4]',
        'println list + [5]',
        "println(['a', 'b'].sum())",
        'println 0.1 + 1.1 == 1.2',
        'println 1.10 + 0.1',
        'println([b: 2, a: 1] == [a: 1, b: 2])',
        "println 'abc' * 2",
        'println([1, 2, 3] - [2])',
        "println 'abc'[-1]",
        "println 'a1b22c'.split(/\\d+/).toList()",
        'def s = [3, 1, 2]\ns.sort()\nprintln s',
        "println(['bb', 'a', 'ccc'].sort { it.size() })",
      ].join('\n'),
    );
    assert.deepEqual(logs, [
      '[1, 2, 3]',
      '[1, 2, 3, 4, 5]',
      'ab',
      'true',
      '1.20',
      'true',
      'abcabc',
      '[1, 3]',
      'c',
      '[a, b, c]',
      '[1, 2, 3]',
      '[a, bb, ccc]',
    ]);
    await assert.rejects(runScript("'12abc'.toInteger()"), /For input string: "12abc"/);
  });
});
