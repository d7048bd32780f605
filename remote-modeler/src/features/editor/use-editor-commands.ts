import { saveBlob, useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { safeFileName } from '../../components/paths';
import { createDraft, updateDraft } from './api';
import type { Modeler } from './modeler/create-modeler';
import type { ModelerLifecycle } from './modeler/modeler-lifecycle';
import { openDiagramWithId, shownDiagramId } from './modeler/diagram-choice';
import { canvasOf, minimapOf, processKeyOfDiagram } from './modeler/modeler-services';
import { readerWarningsOf, type ReaderWarning } from './reader-warnings';
import type { DiagramDocument } from './use-diagram-document';
import { xmlMarkOf } from './xml-view/parse-error';
import type { XmlMark } from './xml-view/monaco-xml-editor';

interface Options {
  lifecycle: ModelerLifecycle<Modeler>;
  document: DiagramDocument | null;
  /** Something changed the diagram or its saved state: the page reads them again. */
  changed: () => void;
  /** Asks the new draft's name, then runs `save` with it, or `cancel`. */
  askName: (initial: string, save: (name: string) => Promise<void>, cancel: () => void) => void;
  /** The diagram is now the stored draft `id`. */
  saved: (id: number, name: string) => void;
  /** A document was read, with these warnings of the reader (none: an empty list). */
  imported: (warnings: ReaderWarning[]) => void;
}

/** What the toolbar and the XML view do to the diagram: import, save, download. */
export function useEditorCommands(options: Options) {
  const { lifecycle, document, changed, askName, saved, imported } = options;
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const modeler = lifecycle.modeler;

  const xmlNow = async () => (await modeler.saveXML({ format: true })).xml ?? '';

  /**
   * Reads `xml` into the modeler. What the reader only warns about (another encoding declared,
   * a reference to nothing, an extension it does not know) does not stop it: the document
   * opens and the warnings are shown. What stops it (not XML, not BPMN) throws, and the
   * diagram shown stays as it was (bpmn-js parses before it clears the canvas).
   */
  const read = async (xml: string, keepDiagram: string | null = null) => {
    const { warnings } = await modeler.importXML(xml);
    const redrawn = keepDiagram ? await openDiagramWithId(modeler, keepDiagram) : [];
    imported(readerWarningsOf([...warnings, ...redrawn]));
  };

  /** Shows a stored or new document, as it is stored (clean). */
  const show = async (xml: string) => {
    await read(xml);
    lifecycle.markSaved();
    canvasOf(modeler).zoom('fit-viewport', 'auto');
    minimapOf(modeler).open();
    changed();
  };

  /**
   * Replaces the diagram with `xml` unless the BPMN reader refuses it: then the diagram stays
   * as it was and the reader's error comes back, with its line. Its warnings are shown. An
   * edit of the XML view keeps the diagram shown (of several) when the new text still has it.
   */
  const replace = async (
    xml: string,
    { keepDiagram = false }: { keepDiagram?: boolean } = {},
  ): Promise<XmlMark | null> => {
    try {
      await read(xml, keepDiagram ? shownDiagramId(modeler) : null);
    } catch (error) {
      return xmlMarkOf(error);
    }
    lifecycle.markReplaced();
    changed();
    return null;
  };

  /**
   * Saves into the draft; a diagram without one asks its name and becomes a new draft.
   * False when the user closed the name dialog instead.
   */
  const save = async (): Promise<boolean> => {
    const xml = await xmlNow();
    if (document?.draftId) {
      await updateDraft(document.draftId, xml);
      lifecycle.markSaved();
      changed();
      void message.success(t('editor.saved'));
      return true;
    }
    return new Promise<boolean>((resolve) =>
      askName(
        document?.name || processKeyOfDiagram(modeler) || '',
        async (name) => {
          const created = await createDraft(name, xml);
          lifecycle.markSaved();
          saved(created.id, created.name);
          changed();
          void message.success(t('editor.saved'));
          resolve(true);
        },
        () => resolve(false),
      ),
    );
  };

  const download = async (kind: 'bpmn' | 'svg') => {
    const name = safeFileName(document?.name || processKeyOfDiagram(modeler) || '', 'diagram');
    try {
      const blob =
        kind === 'bpmn'
          ? new Blob([await xmlNow()], { type: 'application/xml' })
          : new Blob([(await modeler.saveSVG()).svg], { type: 'image/svg+xml' });
      saveBlob(blob, `${name}.${kind}`);
    } catch (error) {
      report(error);
    }
  };

  /** A .bpmn file opened or dropped: it replaces the diagram, or its error is shown. */
  const openFile = async (file: File) => {
    const mark = await replace(await file.text());
    if (mark)
      void message.error(t('editor.fileRefused', { name: file.name, message: mark.message }));
  };

  return { xmlNow, show, replace, save, download, openFile };
}
