import { BpmnModdle } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { describeWarning, readerWarningsOf, withReaderWarnings } from './reader-warnings';
import { WARNED_FILE } from './testing/reader-files';

const read = async (xml: string) => (await new BpmnModdle({ camunda }).fromXML(xml)).warnings;

describe('the reader’s warnings (issue 25 §2)', () => {
  it('keeps every warning of a file the reader reads all the same', async () => {
    const warnings = readerWarningsOf(await read(WARNED_FILE));
    expect(warnings).toEqual([
      { message: 'unsupported document encoding <ISO-8859-1>, falling back to UTF-8' },
      { message: 'unresolved reference <Message_missing>' },
    ]);
  });

  it('takes bpmn-js’s import warnings as objects or as strings', () => {
    expect(readerWarningsOf([{ message: 'a' }, 'b', { message: 3 }])).toEqual([
      { message: 'a' },
      { message: 'b' },
      { message: '3' },
    ]);
  });

  it('says a warning in one line, with its nested error and the line it names from 1', () => {
    const message =
      'unparsable content <bpmn:foo> detected\n\tline: 2\n\tcolumn: 4\n\tnested error: unknown type <bpmn:Foo>';
    expect(describeWarning(message)).toEqual({
      text: 'unparsable content <bpmn:foo> detected',
      detail: 'unknown type <bpmn:Foo>',
      line: 3,
    });
    expect(describeWarning('unresolved reference <X>')).toEqual({
      text: 'unresolved reference <X>',
    });
  });

  it('lists the opened file’s warnings first in the Problems panel, once', () => {
    const linted = [
      {
        id: null,
        message: 'unknown attribute <bogus>',
        category: 'warn' as const,
        rule: 'bpmn-reader',
      },
      {
        id: 'Task_1',
        message: 'Element is not connected',
        category: 'error' as const,
        rule: 'no-disconnected',
      },
    ];
    const problems = withReaderWarnings(
      [{ message: 'unresolved reference <M>' }, { message: 'unknown attribute <bogus>' }],
      linted,
    );
    expect(problems.map((problem) => [problem.message, problem.category])).toEqual([
      ['unresolved reference <M>', 'warn'],
      ['unknown attribute <bogus>', 'warn'],
      ['Element is not connected', 'error'],
    ]);
  });
});
