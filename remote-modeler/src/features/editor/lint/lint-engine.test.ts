/** @jest-environment node */
import { flowXml } from '../../../testing/bpmn';
import { lintXml, type LintProblem } from './lint-engine';

const ours = (problems: LintProblem[]) =>
  problems
    .filter((problem) => problem.rule.startsWith('console/'))
    .map(({ id, message }) => ({ id, message }));

describe('the modeler lint (issue 11 §2)', () => {
  it('finds nothing of ours in a flow whose topics are bound', async () => {
    const problems = await lintXml(flowXml(), ['send-order']);
    expect(ours(problems)).toEqual([]);
    expect(problems.filter((problem) => problem.category === 'error')).toEqual([]);
  });

  it('names a task without a topic and a topic bound to no connector', async () => {
    const xml = flowXml({
      tasks: [
        { id: 'Task_a', name: 'Send order', topic: '' },
        { id: 'Task_b', name: 'Notify', topic: 'notify' },
      ],
    });
    expect(ours(await lintXml(xml, []))).toEqual([
      { id: 'Task_a', message: 'Task "Send order" has no topic name' },
      { id: 'Task_b', message: 'Task "Notify" (topic notify) has no bound connector' },
    ]);
  });

  it("says 'Task id is not unique' for a task id used twice, on every run", async () => {
    const xml = flowXml({ tasks: [{ id: 'Task_a', topic: 't' }] }).replace(
      '<bpmn:endEvent',
      '<bpmn:serviceTask id="Task_a" camunda:type="external" camunda:topic="t"/><bpmn:endEvent',
    );
    for (let run = 0; run < 2; run++) {
      const unique = (await lintXml(xml, ['t'])).filter(
        (p) => p.rule === 'console/unique-task-ids',
      );
      expect(unique.map((p) => p.message)).toEqual(['Task id is not unique: Task_a']);
    }
  });

  it("reports bpmnlint's recommended rules and Camunda 7's history time to live", async () => {
    const xml = flowXml()
      .replace(' camunda:historyTimeToLive="30"', '')
      .replace(/<bpmn:endEvent[\s\S]*?<\/bpmn:endEvent>/, '');
    const problems = await lintXml(xml, ['send-order']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'end-event-required', category: 'error' }),
        expect.objectContaining({ rule: 'camunda-compat/history-time-to-live', category: 'info' }),
      ]),
    );
  });
});
