import { EditorPage } from './editor-page';

/** /mainModeler/modelerOrigin: bpmn-js with the standard BPMN properties, for any BPMN 2.0 file. */
export default function PlainEditorPage() {
  return <EditorPage kind="plain" />;
}
