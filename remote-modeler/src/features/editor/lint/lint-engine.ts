import { BpmnModdle } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import Linter, { type RuleFactory } from 'bpmnlint/lib/linter';
import historyTimeToLive from 'bpmnlint-plugin-camunda-compat/rules/camunda-platform/history-time-to-live';
import { externalTaskTopic, readerProblems, topicBound } from './console-rules';
import { RECOMMENDED } from './recommended-rules';

export type LintCategory = 'error' | 'warn' | 'info';

/** One problem found in a diagram: the element it is about, what is wrong, and how bad. */
export interface LintProblem {
  id: string | null;
  message: string;
  category: LintCategory;
  rule: string;
}

/** Our rules, in the package `console`; Camunda 7's compatibility rule in `camunda-compat`. */
const PACKAGES: Record<string, Record<string, RuleFactory>> = {
  bpmnlint: Object.fromEntries(Object.entries(RECOMMENDED).map(([name, [rule]]) => [name, rule])),
  'camunda-compat': { 'history-time-to-live': historyTimeToLive },
  console: {
    'external-task-topic': externalTaskTopic,
    'topic-bound': topicBound,
  },
};

function rulesConfig(boundTopics: string[]) {
  return {
    ...Object.fromEntries(Object.entries(RECOMMENDED).map(([name, [, level]]) => [name, level])),
    // bpmnlint-plugin-camunda-compat's camunda-platform-7-24 set: this one rule, as info.
    'camunda-compat/history-time-to-live': 'info',
    'console/external-task-topic': 'error',
    'console/topic-bound': ['error', { boundTopics }],
  };
}

const resolver = {
  resolveRule: (pkg: string, ruleName: string) =>
    PACKAGES[pkg.replace(/^bpmnlint-plugin-/, '')]?.[ruleName],
  resolveConfig: () => undefined,
};

const categoryOf = (category: string): LintCategory =>
  category === 'warn' || category === 'info' ? category : 'error';

/**
 * Lints a BPMN document: bpmnlint's recommended rules, Camunda 7's compatibility rule and
 * ours (external tasks have topics and bound topics, task ids are unique). Runs in the lint
 * worker, and on the main thread only if the worker cannot start.
 */
export async function lintXml(xml: string, boundTopics: string[]): Promise<LintProblem[]> {
  const { rootElement, warnings } = await new BpmnModdle({ camunda }).fromXML(xml);
  const linter = new Linter({ config: { rules: rulesConfig(boundTopics) }, resolver });
  const reports = await linter.lint(rootElement);
  const linted = Object.entries(reports).flatMap(([rule, found]) =>
    found.map((report) => ({
      id: report.id ?? null,
      message: report.message,
      category: categoryOf(report.category),
      rule,
    })),
  );
  return [...readerProblems(warnings), ...linted];
}
