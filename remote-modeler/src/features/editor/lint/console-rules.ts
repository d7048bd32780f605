// The contract itself, not the shared singleton: this runs in the lint worker, outside federation.
import { FLOW_MESSAGES, taskProblems } from '@console/shared/contract';
import type { Rule, RuleFactory } from 'bpmnlint/lib/linter';
import { isExternalTask, topicOf } from '../../../components/bpmn-tasks';

const labelOf = (node: ModdleElement) =>
  taskProblems.label({ id: node.id ?? '', name: typeof node.name === 'string' ? node.name : null });

/** Every external task has a topic (SPEC §5). */
export const externalTaskTopic: RuleFactory = (): Rule => ({
  check: (node, reporter) => {
    if (isExternalTask(node) && !topicOf(node)) {
      reporter.report(node.id ?? '', taskProblems.noTopic(labelOf(node)));
    }
  },
});

/** Every external task's topic is bound to a connector for this process (SPEC §5, §7). */
export const topicBound: RuleFactory = (config): Rule => {
  const bound = new Set((config as { boundTopics?: string[] } | undefined)?.boundTopics ?? []);
  return {
    check: (node, reporter) => {
      const topic = isExternalTask(node) ? topicOf(node) : '';
      if (topic && !bound.has(topic)) {
        reporter.report(node.id ?? '', taskProblems.noConnector(labelOf(node), topic));
      }
    },
  };
};

/**
 * Task ids are unique (SPEC §5, 'Task id is not unique'). The BPMN reader keeps the first
 * element of an id and drops the next with a warning, so the rule reads the reader's warnings;
 * any other warning is a problem of the document itself.
 */
export function readerProblems(warnings: { message: string }[]) {
  return warnings.map((warning) => {
    const duplicate = /<((?:\w+:)?\w*Task)>[\s\S]*duplicate ID <([^>]+)>/.exec(warning.message);
    if (duplicate) {
      return {
        id: duplicate[2],
        message: `${FLOW_MESSAGES.taskIdNotUnique}: ${duplicate[2]}`,
        category: 'error' as const,
        rule: 'console/unique-task-ids',
      };
    }
    return {
      id: null,
      message: warning.message.split('\n')[0],
      category: 'warn' as const,
      rule: 'bpmn-reader',
    };
  });
}
