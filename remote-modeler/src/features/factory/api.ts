import { dataOf, http, type TempFlow } from '@console/shared';
import type { EntryChange, FactoryEntry, FactoryTag } from './types';

/** Refusals a form of the factory shows above its fields (the server's message), not as a toast. */
const IN_FORM = [400, 404, 409, 413] as const;

// GET /api/tags: the tenant's tags by name, each with its number of files.
export const fetchTags = () => dataOf<FactoryTag[]>(http.get('/api/tags'));

// POST /api/tag: a new tag.
export const createTag = (tagName: string) =>
  dataOf<FactoryTag>(http.post('/api/tag', { tagName }, { expectedStatuses: IN_FORM }));

// DELETE /api/tag/{name}: deletes the tag and takes it off its files (how many).
export const deleteTag = (tagName: string) =>
  dataOf<{ files: number }>(http.delete(`/api/tag/${encodeURIComponent(tagName)}`));

// GET /api/bpmnFileList?dir=: one folder, its folders first ('' the top folder).
export const fetchFolder = (dir: string) =>
  dataOf<FactoryEntry[]>(http.get('/api/bpmnFileList', { params: { dir } }));

// GET /api/bpmnFiles?tag=a&tag=b: the files carrying all the tags (the tag repeated, no []).
export const fetchTaggedFiles = (tags: readonly string[]) =>
  dataOf<FactoryEntry[]>(
    http.get('/api/bpmnFiles', { params: { tag: tags }, paramsSerializer: { indexes: null } }),
  );

// POST /api/bpmnDir: a folder inside `dir`.
export const createFolder = (dir: string, name: string) =>
  dataOf<FactoryEntry>(http.post('/api/bpmnDir', { dir, name }, { expectedStatuses: IN_FORM }));

// POST /api/bpmnUpload (multipart dir, tags, file): a BPMN file, refused with the error's place.
export const uploadBpmn = ({ dir, tags, file }: { dir: string; tags: string[]; file: File }) => {
  const body = new FormData();
  body.append('dir', dir);
  if (tags.length) body.append('tags', tags.join(','));
  body.append('file', file);
  return dataOf<FactoryEntry>(http.post('/api/bpmnUpload', body, { expectedStatuses: IN_FORM }));
};

// GET /api/download?path=: a file's XML.
export const downloadBpmn = async (path: string) =>
  (await http.get<Blob>('/api/download', { params: { path }, responseType: 'blob' })).data;

// DELETE /api/bpmnFile?path=: one file.
export const deleteFile = (path: string) =>
  dataOf<{ deleted: number }>(http.delete('/api/bpmnFile', { params: { path } }));

// DELETE /api/bpmnDir?path=&recursive=true: a folder and everything in it.
export const deleteFolder = (path: string) =>
  dataOf<{ deleted: number }>(http.delete('/api/bpmnDir', { params: { path, recursive: true } }));

// PUT /api/bpmnFile: a file's new XML, tags or name; a folder's new name.
export const updateEntry = (change: EntryChange) =>
  dataOf<FactoryEntry>(http.put('/api/bpmnFile', change, { expectedStatuses: IN_FORM }));

// POST /api/tempFlow: a new draft of the modeler, which opens it and deploys it from there.
export const createDraft = (name: string, xml: string) =>
  dataOf<TempFlow>(http.post('/api/tempFlow', { name, xml }));
