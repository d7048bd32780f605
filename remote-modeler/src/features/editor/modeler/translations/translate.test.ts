/** @jest-environment node */
import { setupI18n } from '@console/shared/testing';
import { i18n } from '@console/shared';
import { taskProblems } from '@console/shared/contract';
import { flowXml } from '../../../../testing/bpmn';
import { lintXml } from '../../lint/lint-engine';
import { consoleTranslate, translateIn, translateLintMessage } from './translate';

describe("the modeler's translate (issue 24 §2)", () => {
  it("gives bpmn-js's text in French and Chinese, its templates filled", () => {
    expect(translateIn('fr-CA', 'Open {element}', { element: 'Payer' })).toBe('Ouvrir Payer');
    expect(translateIn('zh-CN', 'Open {element}', { element: '付款' })).toBe('打开 付款');
    expect(translateIn('fr-CA', 'Close minimap')).toBe('Fermer la mini-carte');
    expect(translateIn('zh-CN', 'Append task')).toBe('追加任务');
    expect(translateIn('fr-CA', 'List contains {numOfItems} items', { numOfItems: 3 })).toBe(
      'La liste contient 3 éléments',
    );
  });

  it('leaves English as the libraries wrote it, and an unknown text in English', () => {
    expect(translateIn('en-US', 'Open {element}', { element: 'Pay' })).toBe('Open Pay');
    expect(translateIn('zh-CN', 'Some text no library has')).toBe('Some text no library has');
    // A `{…}` with no replacement stays as it is (the panel's `${someDate}` examples).
    expect(translateIn('fr-CA', 'Follow up date {x}')).toBe('Follow up date {x}');
  });

  it("composes the properties panel's header types from their parts", () => {
    expect(translateIn('zh-CN', 'Timer Start Event (Non Interrupting)')).toBe(
      '定时器开始事件（非中断）',
    );
    expect(translateIn('fr-CA', 'Message Boundary Event')).toBe('Événement de bordure (message)');
    expect(translateIn('fr-CA', 'Service Task')).toBe('Tâche de service');
    expect(translateIn('zh-CN', 'End Event')).toBe('结束事件');
  });

  it("follows the console's language", async () => {
    await setupI18n(undefined, undefined, 'fr-CA');
    expect(consoleTranslate('Create task')).toBe('Créer une tâche');
    await i18n.changeLanguage('zh-CN');
    expect(consoleTranslate('Create task')).toBe('创建任务');
    await i18n.changeLanguage('en-US');
    expect(consoleTranslate('Create task')).toBe('Create task');
  });

  it('translates lint messages, keeping the names and topics they carry', () => {
    const label = taskProblems.label({ id: 'Task_1', name: 'Pay "now"' });
    expect(translateLintMessage(taskProblems.noConnector(label, 'pay-out'), 'fr-CA')).toBe(
      'La tâche « Pay "now" » (sujet pay-out) n’a pas de connecteur lié',
    );
    expect(translateLintMessage(taskProblems.noTopic(label), 'zh-CN')).toBe(
      '任务“Pay "now"”没有主题名称',
    );
    expect(translateLintMessage('Element is not connected', 'zh-CN')).toBe('元素未连接');
    expect(translateLintMessage('Element type <bpmn:ComplexGateway> is discouraged', 'fr-CA')).toBe(
      'Le type d’élément <bpmn:ComplexGateway> est déconseillé',
    );
    expect(translateLintMessage('Element is not connected', 'en-US')).toBe(
      'Element is not connected',
    );
  });

  it('leaves no message of a real lint run in English', async () => {
    const xml = flowXml({
      tasks: [
        { id: 'Task_a', name: 'Send order', topic: '' },
        { id: 'Task_b', name: 'Notify', topic: 'notify' },
      ],
    })
      .replace(' camunda:historyTimeToLive="30"', '')
      .replace(/<bpmn:endEvent[\s\S]*?<\/bpmn:endEvent>/, '');
    const problems = await lintXml(xml, []);
    expect(problems.length).toBeGreaterThanOrEqual(4);
    for (const lang of ['zh-CN', 'fr-CA']) {
      const untranslated = problems
        .map((problem) => problem.message)
        .filter((message) => translateLintMessage(message, lang) === message);
      expect({ lang, untranslated }).toEqual({ lang, untranslated: [] });
    }
  });
});
