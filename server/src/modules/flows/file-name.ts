const UNSAFE_IN_FILE_NAMES = '\\/:*?"<>|';

/** `<name>.bpmn`, with the characters that file systems refuse replaced. */
export function bpmnFileName(name: string) {
  const safe = [...name]
    .map((char) => (char < ' ' || UNSAFE_IN_FILE_NAMES.includes(char) ? '_' : char))
    .join('')
    .trim();
  return `${safe || 'flow'}.bpmn`;
}

/** The file name without its BPMN extension (`order.bpmn`, `order.bpmn20.xml`, `order.xml`). */
export const withoutBpmnExtension = (fileName: string) =>
  fileName.replace(/\.(bpmn20\.xml|bpmn|xml)$/i, '');

/** Whether an upload's name says BPMN: .bpmn, or .xml as Camunda's .bpmn20.xml and editors use. */
export const isBpmnFileName = (fileName: string) => /\.(bpmn|xml)$/i.test(fileName);
