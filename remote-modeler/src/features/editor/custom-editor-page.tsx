import { EditorPage } from './editor-page';

/** /mainModeler/modelerDiagram: the Camunda 7 editor with the console's connector group. */
export default function CustomEditorPage() {
  return <EditorPage kind="custom" />;
}
