import { useEffect, useRef, useState } from 'react';
import { blankDiagram } from './blank-diagram';
import { fetchDefinition, fetchDraft } from './api';

/** What the editor holds: a stored draft, or (draftId null) a new one not saved yet. */
export interface DiagramDocument {
  draftId: number | null;
  name: string;
  xml: string;
}

/** The document the URL names: `id` a draft, `definitionId` a deployed version, else new. */
async function documentOf(
  draftId: number | null,
  definitionId: string | null,
): Promise<DiagramDocument> {
  if (draftId !== null) {
    const draft = await fetchDraft(draftId);
    return { draftId, name: draft.name, xml: draft.xml };
  }
  if (definitionId) {
    const definition = await fetchDefinition(definitionId);
    const name = `${definition.name ?? definition.key} v${definition.version}`;
    return { draftId: null, name, xml: definition.xml };
  }
  return { draftId: null, name: '', xml: blankDiagram() };
}

/**
 * Loads the document the URL names. After a first save the URL gains the new draft's id;
 * the editor already holds that draft, so it is not loaded again (its undo history stays).
 */
export function useDiagramDocument(draftId: number | null, definitionId: string | null) {
  const [document, setDocument] = useState<DiagramDocument | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const held = useRef<number | null>(null);

  useEffect(() => {
    if (draftId !== null && held.current === draftId) return undefined;
    let live = true;
    setError(null);
    documentOf(draftId, definitionId).then(
      (loaded) => {
        if (!live) return;
        held.current = loaded.draftId;
        setDocument(loaded);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [draftId, definitionId, attempt]);

  return {
    document,
    error,
    retry: () => setAttempt((n) => n + 1),
    /** The editor saved its diagram as this draft. */
    saved: (id: number, name: string) => {
      held.current = id;
      setDocument((current) => current && { ...current, draftId: id, name });
    },
    /** New: a blank diagram, whatever the URL held. */
    reset: () => {
      held.current = null;
      setDocument({ draftId: null, name: '', xml: blankDiagram() });
    },
  };
}
