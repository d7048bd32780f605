/**
 * The flow factory (SPEC §7 "Flow factory", issue 23 §3): a tenant's stored BPMN files in
 * folders, with tags. See docs/factory.md for the calls.
 */

/** A stored file or folder as the API shows it (never its content: GET /api/download has it). */
export interface FactoryEntry {
  fileName: string;
  /** Folder and name, without a trailing '/': what the other calls take as `path`. */
  path: string;
  /** The folder it is in, with its '/'; '' at the top. */
  dir: string;
  type: 'file' | 'directory';
  tags: string[];
  /** Bytes of UTF-8 XML; 0 for a folder. */
  size: number;
  modifyTime: string;
  modifiedBy: string;
}

/** A tag of the factory, with the number of files that carry it. */
export interface FactoryTag {
  tagName: string;
  files: number;
}

/** What PUT /api/bpmnFile changes: a file's XML, tags or name, a folder's name. */
export interface EntryChange {
  path: string;
  content?: string;
  tags?: string[];
  newName?: string;
}
