/** What a caller asks the JSON editor modal for. */
export interface JsonEditorRequest {
  title?: string;
  value: unknown;
  /** Called with the parsed JSON; a rejection keeps the modal open and shows its message. */
  onSave?: (value: unknown) => Promise<void> | void;
  readOnly?: boolean;
}

type Opener = (request: JsonEditorRequest) => void;

let opener: Opener | undefined;

/** The host registers the modal that `openJsonEditor` shows. */
export const registerJsonEditor = (next: Opener | undefined) => {
  opener = next;
};

/** Opens the host's JSON editor modal (SPEC §2); monaco loads only then. */
export function openJsonEditor(request: JsonEditorRequest) {
  if (!opener) throw new Error('The JSON editor is not available outside the console host.');
  opener(request);
}
