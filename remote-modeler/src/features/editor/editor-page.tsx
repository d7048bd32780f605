import { LoadError, useReportError } from '@console/shared/ui';
import { App, Card, Flex, Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import type { FlowDiff } from '../../components/bpmn-diff';
import { DeployDialog } from '../../components/deploy-dialog';
import { editorPath } from '../../components/paths';
import { bindingStore } from '../../components/binding/binding-store';
import { DiagramSwitch } from './diagram-switch';
import { EditorToolbar, type EditorView } from './editor-toolbar';
import { ImportWarnings, useReaderWarnings } from './import-warnings';
import { LintPanel } from './lint/lint-panel';
import { useLint } from './lint/use-lint';
import type { EditorKind } from './modeler/create-modeler';
import { openDiagram, useDiagramChoice } from './modeler/diagram-choice';
import { lifecycleFor } from './modeler/modeler-cache';
import * as services from './modeler/modeler-services';
import { NameModal } from './name-modal';
import { withReaderWarnings } from './reader-warnings';
import { StartInstanceTool } from './start-instance-tool';
import { useDiagramDocument } from './use-diagram-document';
import { useEditorCommands } from './use-editor-commands';
import { useEditorKeys, useLeaveWarning } from './use-editor-keys';
import { useLeaveGuard } from './use-leave-guard';
import { XmlPane } from './xml-view/xml-pane';
import './editor.css';

type Naming = { initial: string; save: (name: string) => Promise<void>; cancel: () => void };

/** The custom (Camunda 7) or plain BPMN editor, on a draft, a deployed version or a new diagram. */
export function EditorPage({ kind }: { kind: EditorKind }) {
  const { t } = useTranslation('modeler');
  const { modal } = App.useApp();
  const report = useReportError();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const doc = useDiagramDocument(Number(params.get('id')) || null, params.get('definitionId'));
  const lifecycle = useMemo(() => lifecycleFor(kind), [kind]);
  const modeler = lifecycle.modeler;
  const canvasRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [revision, setRevision] = useState(0);
  const [view, setView] = useState<EditorView>('diagram');
  const [xmlText, setXmlText] = useState('');
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deploying, setDeploying] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deploys, setDeploys] = useState(0);
  const diffMarks = useRef<[string, string][]>([]);
  const bindings = useStore(bindingStore, (state) => state.bindings);
  const boundTopics = useMemo(() => Object.keys(bindings), [bindings]);
  const { problems, failure } = useLint(lifecycle, boundTopics, revision);
  const readerWarnings = useReaderWarnings();
  const diagrams = useDiagramChoice(modeler);
  // The page follows an edit after the frame that shows it: on a large diagram React's work
  // would otherwise delay that frame (pnpm bench:web measures drag end to the next frame).
  const changed = useCallback(
    () => requestAnimationFrame(() => setTimeout(() => setRevision((n) => n + 1), 0)),
    [],
  );
  // Read from the modeler on every render; `revision` re-renders the page after each change.
  const dirty = lifecycle.dirty;
  const processKey = services.processKeyOfDiagram(modeler);

  const commands = useEditorCommands({
    lifecycle,
    document: doc.document,
    changed,
    askName: (initial, save, cancel) => setNaming({ initial, save, cancel }),
    saved: (id, name) => {
      doc.saved(id, name);
      setParams({ id: String(id) }, { replace: true });
    },
    imported: readerWarnings.imported,
  });

  useLayoutEffect(() => {
    if (!canvasRef.current || !panelRef.current) return undefined;
    lifecycle.attach(canvasRef.current);
    services.propertiesPanelOf(modeler).attachTo(panelRef.current);
    lifecycle.on('commandStack.changed', changed);
    return () => {
      services.propertiesPanelOf(modeler).detach();
      lifecycle.detach();
    };
  }, [lifecycle, modeler, changed]);

  const xml = doc.document?.xml;
  useEffect(() => {
    if (xml) commands.show(xml).catch(report);
    // Only a newly loaded document is shown; the commands change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [xml]);

  useEffect(() => {
    if (kind === 'custom') bindingStore.getState().load(processKey).catch(report);
  }, [kind, processKey, report]);
  useEffect(() => {
    if (kind === 'custom') services.eventBusOf(modeler).fire('propertiesPanel.providersChanged');
  }, [kind, modeler, bindings]);

  const askToLeave = ({ leave, stay }: { leave: () => void; stay?: () => void }) =>
    modal.confirm({
      title: t('editor.leaveTitle'),
      content: t('editor.leaveWarning'),
      okText: t('editor.leave'),
      okType: 'danger',
      cancelText: t('common:action.cancel'),
      onOk: leave,
      onCancel: stay,
    });
  /** Runs `then` once the user agrees to drop unsaved changes (at once when there are none). */
  const whenLeaving = (then: () => void) => {
    if (!lifecycle.dirty) return then();
    askToLeave({ leave: then });
  };
  useLeaveGuard(() => lifecycle.dirty, askToLeave);
  const save = () => {
    setSaving(true);
    commands
      .save()
      .catch(report)
      .finally(() => setSaving(false));
  };
  const deploy = async () => {
    if (!doc.document?.draftId && !(await commands.save())) return;
    setDeploying(await commands.xmlNow());
  };
  const showDiff = useCallback(
    (diff: FlowDiff | null) => {
      const next: [string, string][] = [
        ...(diff?.added ?? []).map((e): [string, string] => [e.id, 'console-diff-added']),
        ...(diff?.changed ?? []).map((e): [string, string] => [e.id, 'console-diff-changed']),
      ];
      diffMarks.current = services.replaceMarkers(modeler, next, diffMarks.current);
    },
    [modeler],
  );
  const switchView = async (next: EditorView) => {
    if (next === 'xml') setXmlText(await commands.xmlNow());
    setView(next);
    if (next === 'diagram') requestAnimationFrame(() => services.canvasOf(modeler).resized());
  };
  const actions = {
    back: () => navigate('/mainModeler/modelerProcess'),
    create: () =>
      whenLeaving(() => {
        doc.reset();
        if (params.size) navigate(kind === 'custom' ? editorPath() : '/mainModeler/modelerOrigin');
      }),
    open: (file: File) => void commands.openFile(file),
    save,
    deploy: () => void deploy().catch(report),
    undo: () => services.commandStackOf(modeler).undo(),
    redo: () => services.commandStackOf(modeler).redo(),
    zoom: (step: 1 | -1 | 0) => {
      const canvas = services.canvasOf(modeler);
      if (step === 0) canvas.zoom('fit-viewport', 'auto');
      else canvas.zoom(canvas.zoom() * (step > 0 ? 1.2 : 1 / 1.2));
    },
    download: (fileKind: 'bpmn' | 'svg') => void commands.download(fileKind),
  };
  useEditorKeys({ save, undo: actions.undo, redo: actions.redo });
  useLeaveWarning(dirty);

  if (doc.error && !doc.document) {
    return <LoadError title={t('editor.loadFailed')} onRetry={doc.retry} />;
  }
  return (
    <Card
      title={
        <Flex gap={8} align="baseline">
          {doc.document?.name || t('editor.untitled')}
          {dirty && <Typography.Text type="warning">{t('editor.unsaved')}</Typography.Text>}
        </Flex>
      }
      extra={
        <EditorToolbar
          actions={actions}
          view={view}
          onView={(v) => void switchView(v)}
          dirty={dirty}
          saving={saving}
          startTool={
            <StartInstanceTool
              processKey={processKey}
              name={doc.document?.name}
              deploys={deploys}
            />
          }
          diagramSwitch={
            <DiagramSwitch
              {...diagrams}
              onChoose={(index) => void openDiagram(modeler, index).then(changed).catch(report)}
            />
          }
        />
      }
    >
      <ImportWarnings warnings={readerWarnings.shown} onClose={readerWarnings.dismiss} />
      <div className="console-editor" data-testid="modeler-editor" data-dirty={dirty}>
        <div
          ref={canvasRef}
          className="console-editor-canvas"
          style={{ display: view === 'diagram' ? undefined : 'none' }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            const file = event.dataTransfer.files[0];
            if (file) void commands.openFile(file);
          }}
        />
        {view === 'xml' && (
          <XmlPane xml={xmlText} apply={(text) => commands.replace(text, { keepDiagram: true })} />
        )}
        <div ref={panelRef} className="console-editor-panel" />
      </div>
      <LintPanel
        problems={withReaderWarnings(readerWarnings.warnings, problems)}
        failure={failure}
        onSelect={(id) => services.selectElement(modeler, id)}
      />
      {naming && (
        <NameModal
          initial={naming.initial}
          onName={naming.save}
          onClose={() => {
            naming.cancel();
            setNaming(null);
          }}
        />
      )}
      {deploying !== null && doc.document?.draftId && (
        <DeployDialog
          flowName={doc.document.name}
          tempFlowId={doc.document.draftId}
          xml={deploying}
          dirty={dirty}
          onSave={async () => {
            if (!(await commands.save())) throw new Error(t('editor.notSaved'));
          }}
          onDiff={showDiff}
          onClose={() => {
            showDiff(null);
            setDeploying(null);
          }}
          onDeployed={() => setDeploys((n) => n + 1)}
        />
      )}
    </Card>
  );
}
