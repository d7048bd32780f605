import { registerJsonEditor, type JsonEditorRequest } from '@console/shared';
import { useEffect, useState } from 'react';
import { JsonEditorModal } from './json-editor-modal';

/** Makes `openJsonEditor` from shared show the host's modal. */
export function JsonEditorHost() {
  const [request, setRequest] = useState<JsonEditorRequest | null>(null);
  useEffect(() => {
    registerJsonEditor(setRequest);
    return () => registerJsonEditor(undefined);
  }, []);
  return request ? <JsonEditorModal request={request} onClose={() => setRequest(null)} /> : null;
}
