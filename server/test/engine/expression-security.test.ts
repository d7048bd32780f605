import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { incidents, processDefinitions, processInstances } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, storeUnchecked } from './api';
import { definitions } from './bpmn';

/** Tenant text in BPMN is never run as JavaScript: refused at deploy, failing at run time. */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let token = '';

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** start → gateway: the condition → big, otherwise (default) → small. No wait state. */
const routed = (key: string, condition: string, language = '') =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="gw"/>
    <exclusiveGateway id="gw" default="toSmall"/>
    <sequenceFlow id="toBig" sourceRef="gw" targetRef="big"><conditionExpression xsi:type="tFormalExpression"${language}>${xmlText(condition)}</conditionExpression></sequenceFlow>
    <sequenceFlow id="toSmall" sourceRef="gw" targetRef="small"/>
    <endEvent id="big"/>
    <endEvent id="small"/>
  </process>`);

/** start → script task → end. */
const scripted = (key: string, attributes: string, script: string) =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="run"/>
    <scriptTask id="run" ${attributes}>${script ? `<script>${xmlText(script)}</script>` : ''}</scriptTask>
    <sequenceFlow id="f2" sourceRef="run" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

const definitionCount = async () => (await server.db.select().from(processDefinitions)).length;

/** Deploys `xml`, expects a 400 and no new definition; returns the message. */
async function refusedDeploy(xml: string) {
  const before = await definitionCount();
  const response = await api.deployRaw('refused.bpmn', xml);
  assert.equal(response.statusCode, 400, response.body);
  assert.equal(await definitionCount(), before, 'nothing is written');
  return (response.json() as { message: string }).message;
}

const instanceRow = async (id: string) =>
  (await server.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];

/** A run-time failure keeps the instance running, with a failedJob incident saying why. */
async function assertIncident(instanceId: string, message: RegExp) {
  const row = await instanceRow(instanceId);
  assert.equal(row.state, 'ACTIVE');
  assert.equal(row.incidents, 1);
  const [incident] = await server.db
    .select()
    .from(incidents)
    .where(eq(incidents.processInstanceId, instanceId));
  assert.equal(incident.incidentType, 'failedJob');
  assert.match(incident.incidentMessage ?? '', message);
}

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
  api = engineApi(server, token);
});
after(() => server.close());

describe('deploy refuses conditions outside the grammar', () => {
  const escapes: [string, RegExp][] = [
    ['execution.getVariable.constructor("return process")()', /can be called/],
    ['__empty.constructor', /"constructor" is not allowed/],
    ['order.constructor.constructor("return process")()', /can be called/],
    ['order.constructor.constructor', /"constructor" is not allowed/],
    ['this.constructor.constructor', /"constructor" is not allowed/],
    ['[].map.constructor', /"constructor" is not allowed/],
    ['Object.getPrototypeOf(order)', /can be called/],
    ['order.__proto__', /"__proto__" is not allowed/],
    ['order.prototype', /"prototype" is not allowed/],
    ['order.toString', /"toString" is not allowed/],
    ['order.hasOwnProperty("a")', /can be called/],
    ['require("child_process")', /can be called/],
    ['amount|lower', /transforms/],
  ];
  for (const [condition, problem] of escapes) {
    it(`\${${condition}}`, async () => {
      const message = await refusedDeploy(routed('escape', `\${${condition}}`));
      assert.ok(message.startsWith(`Element toBig: Expression \${${condition}} is not allowed: `));
      assert.match(message, problem);
    });
  }

  it('checks timers and message names too, and the drafts route', async () => {
    const timer = definitions(`<process id="timed" isExecutable="true">
      <startEvent id="start"/>
      <sequenceFlow id="f1" sourceRef="start" targetRef="wait"/>
      <intermediateCatchEvent id="wait"><timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT\${order.constructor}S</timeDuration></timerEventDefinition></intermediateCatchEvent>
      <sequenceFlow id="f2" sourceRef="wait" targetRef="end"/>
      <endEvent id="end"/>
    </process>`);
    assert.match(await refusedDeploy(timer), /^Element wait: Expression \$\{order\.constructor\}/);
    const message = definitions(
      `<process id="told" isExecutable="true"><startEvent id="start"/></process>`,
      '<message id="msg" name="${require(1)}"/>',
    );
    assert.match(await refusedDeploy(message), /^Element msg: .*can be called/);
    const draft = await server.call(token, {
      method: 'POST',
      url: '/api/tempFlow',
      payload: { name: 'Escape', xml: routed('draft', '${__empty.constructor}') },
    });
    assert.equal(draft.statusCode, 400, draft.body);
    const { msg } = draft.json() as { msg: string };
    assert.match(msg, /^Element toBig: Expression \$\{__empty\.constructor\} is not allowed/);
  });
});

describe('deploy refuses scripts', () => {
  it('refuses a JavaScript script task', async () => {
    const xml = scripted('js', 'scriptFormat="javascript"', 'next(null, process.pid)');
    assert.match(await refusedDeploy(xml), /^Script task run: scripts are not run/);
  });

  it('refuses a condition with a language', async () => {
    const xml = routed('lang', 'next(null, true)', ' language="javascript"');
    assert.match(
      await refusedDeploy(xml),
      /^Element toBig: the expression has language="javascript", but scripts are not run/,
    );
  });

  it('lets a script task without a script pass through', async () => {
    await api.deploy('empty-script.bpmn', scripted('noscript', '', ''));
    const started = await api.start('noscript');
    assert.equal((await instanceRow(started.id)).state, 'COMPLETED');
  });
});

describe('conditions at run time', () => {
  it('routes by a good condition', async () => {
    const condition = "${execution.getVariable('amount') gt 100 and not empty region}";
    await api.deploy('route.bpmn', routed('route', condition));
    for (const [amount, end] of [
      [150, 'big'],
      [50, 'small'],
      [100.5, 'big'],
    ] as const) {
      const started = await api.start('route', {
        variables: { amount: { value: amount }, region: { value: 'EU' } },
      });
      assert.equal((await instanceRow(started.id)).endActivityId, end, `amount ${amount}`);
    }
  });

  it('fails an instance whose condition names an unknown variable', async () => {
    await api.deploy('unknown.bpmn', routed('unknown', '${process.mainModule}'));
    const started = await api.start('unknown', { variables: { amount: { value: 1 } } });
    await assertIncident(started.id, /Unknown property used in expression .*: process/);
  });

  it('fails, without running it, a script stored before deploy checked for scripts', async () => {
    await storeUnchecked(
      server,
      'legacy',
      scripted('legacy', 'scriptFormat="javascript"', 'next()'),
    );
    const started = await api.start('legacy');
    await assertIncident(started.id, /javascript script; scripts are not run/);
  });

  it('fails a stored JavaScript condition and a stored escape expression', async () => {
    const js = routed('legacy-lang', 'next(null, true)', ' language="javascript"');
    await storeUnchecked(server, 'legacy-lang', js);
    await assertIncident((await api.start('legacy-lang')).id, /scripts are not run/);

    const escape = routed('legacy-expr', '${execution.getVariable.constructor("return 1")()}');
    await storeUnchecked(server, 'legacy-expr', escape);
    await assertIncident(
      (await api.start('legacy-expr')).id,
      /Cannot evaluate expression .*can be called/,
    );
  });
});
