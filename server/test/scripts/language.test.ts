import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileScript, ScriptError } from '../../src/modules/scripts/compile';
import { runScript } from '../../src/modules/scripts/sandbox';

const run = async (source: string, input?: unknown) => (await runScript(source, { input })).value;

describe('the script language (issue 13 §1)', () => {
  it('has def, strings with ${} and $name, lists and maps', async () => {
    assert.equal(
      await run('def name = "Acme"\nreturn "Hello ${name}, $name!"'),
      'Hello Acme, Acme!',
    );
    assert.deepEqual(await run("def order = [id: 'PO-1', lines: [1, 2, 3]]\nreturn order"), {
      id: 'PO-1',
      lines: [1, 2, 3],
    });
    assert.deepEqual(await run('return [:]'), {});
    assert.equal(await run('def m = [a: [b: 2]]\nreturn "${m.a.b + 1}"'), '3');
  });

  it('has closures with it and named parameters, and each/collect/findAll/find', async () => {
    const source = `
      def lines = input.lines
      def total = 0
      lines.each { total += it.qty }
      def skus = lines.collect { it.sku }
      def big = lines.findAll { line -> line.qty > 5 }.collect { it.sku }
      def first = lines.find { it.qty == 2 }
      return [total: total, skus: skus, big: big, first: first?.sku, none: lines.find { it.qty > 99 }?.sku]
    `;
    const input = {
      lines: [
        { sku: 'A', qty: 2 },
        { sku: 'B', qty: 10 },
        { sku: 'C', qty: 7 },
      ],
    };
    assert.deepEqual(await run(source, input), {
      total: 19,
      skus: ['A', 'B', 'C'],
      big: ['B', 'C'],
      first: 'A',
      none: null,
    });
  });

  it('has ?. and ?:, if/else, for in, return, try/catch', async () => {
    const source = `
      def partner = input.partner
      def name = partner?.name ?: 'unknown'
      def kinds = []
      for (n in [1, 2, 3, 4]) {
        if (n % 2 == 0) { kinds.add('even') } else { kinds.add('odd') }
      }
      def caught = null
      try {
        null.size()
      } catch (e) {
        caught = e.message
      }
      return [name: name, kinds: kinds, caught: caught]
    `;
    assert.deepEqual(await run(source, {}), {
      name: 'unknown',
      kinds: ['odd', 'even', 'odd', 'even'],
      caught: 'Cannot call "size" on null',
    });
    assert.equal(
      await run('return input.partner?.name ?: "none"', { partner: { name: 'Globex' } }),
      'Globex',
    );
  });

  it('reports a syntax error at its line and column', () => {
    assert.throws(
      () => compileScript('def a = 1\ndef b = [1, 2\nreturn b'),
      (error: unknown) => error instanceof ScriptError && error.line === 3 && error.column === 1,
    );
    assert.throws(
      () => compileScript('def = 3'),
      (error: unknown) => error instanceof ScriptError && error.line === 1 && error.column === 5,
    );
  });

  it('reports a run-time error at the statement that failed', async () => {
    await assert.rejects(
      runScript('def a = 1\n\ndef b = a.nothing()\nreturn b'),
      (error: unknown) =>
        error instanceof ScriptError &&
        error.line === 3 &&
        /No method "nothing"/.test(error.message),
    );
  });

  it('logs through log(), and parses and writes JSON', async () => {
    const result = await runScript(
      'def doc = json.parse(input.text)\nlog("qty", doc.qty)\nreturn json.write([n: doc.qty * 2])',
      { input: { text: '{"qty": 21}' } },
    );
    assert.equal(result.value, '{"n":42}');
    assert.deepEqual(result.logs, ['qty 21']);
  });
});

describe('the sandbox (issue 13 §5)', () => {
  it('stops a script that loops forever at its time limit, and the next one runs', async () => {
    // A billion steps that allocate nothing: only the time limit stops them.
    const thousand = Array.from({ length: 1000 }, (_, at) => at);
    await assert.rejects(
      runScript(
        'def n = 0\nfor (a in input.xs) { for (b in input.xs) { for (c in input.xs) { n += 1 } } }\nreturn n',
        { input: { xs: thousand } },
        { limits: { timeoutMs: 200, memoryBytes: 64 << 20 } },
      ),
      (error: unknown) =>
        error instanceof ScriptError &&
        /longer than 200 ms/.test(error.message) &&
        error.line === 2,
    );
    await assert.rejects(
      runScript(
        'def n = 0\nfor (x in [1]) { def a = [1]\n for (y in a) { a.add(y) } }',
        {},
        { limits: { timeoutMs: 200, memoryBytes: 64 << 20 } },
      ),
      (error: unknown) =>
        error instanceof ScriptError && /longer than 200 ms|more than/.test(error.message),
    );
    assert.equal(await run('return 1 + 1'), 2);
  });

  it('stops a script that allocates without end at its memory limit', async () => {
    await assert.rejects(
      runScript(
        'def s = "x"\nfor (x in [1]) { def l = [s]\n for (y in l) { l.add(y + y) } }',
        {},
        { limits: { timeoutMs: 5000, memoryBytes: 8 << 20 } },
      ),
      (error: unknown) => error instanceof ScriptError && /memory|longer than/.test(error.message),
    );
  });

  it('has no way out: no process, require, globalThis.process, fetch or node modules', async () => {
    for (const name of ['process', 'require', 'fetch', 'module']) {
      await assert.rejects(runScript(`return ${name}.toString()`), /not defined/, name);
    }
    // An upper-case name is a class, looked up by name among the runtime's own (issue 25 §3).
    await assert.rejects(runScript('return Buffer.toString()'), /No class Buffer/);
    assert.equal(await run('return [typeof: 1].typeof'), 1);
    assert.throws(() => compileScript('__LIST.each = 1'), ScriptError);
    assert.throws(() => compileScript('return __where'), ScriptError);
  });

  it('keeps nothing from one run to the next: globals, built-ins and platform objects are frozen', async () => {
    const attempts = [
      "globalThis['stash'] = 'secret'",
      "log['stash'] = 'secret'",
      "json['stash'] = 'secret'",
      "def p = [:]\np['__proto__']['stash'] = 'secret'",
      "def l = []\nl['__proto__']['stash'] = 'secret'",
      // A script that names http runs in an asyncified runtime: the same walls there.
      "def h = http\nglobalThis['stash'] = 'secret'\nhttp['stash'] = 'secret'",
    ];
    for (const script of attempts) {
      await assert.rejects(
        runScript(script),
        /read-only|not extensible|Cannot|not a member a script can reach/,
        script,
      );
    }
    // The global object is not even in reach: every global name is shadowed in a script.
    assert.equal(await run('return globalThis'), null);
    for (const read of ["log['stash']", "json['stash']", "[:]['stash']", "[]['stash']"]) {
      assert.equal(await run(`return ${read}`), null, read);
    }
    assert.equal(await run("def h = http\nreturn [globalThis, http['stash']]").then(String), ',');
  });
});
