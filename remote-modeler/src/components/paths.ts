/** A name as a file name: characters file systems refuse become '_'. */
export const safeFileName = (name: string, fallback: string) =>
  name.replace(/[\\/:*?"<>|]+/g, '_') || fallback;

/** Where the custom editor opens a draft (`id`) or a deployed version as a new draft. */
export function editorPath(target: { id: number } | { definitionId: string } | null = null) {
  if (!target) return '/mainModeler/modelerDiagram';
  const query =
    'id' in target ? `id=${target.id}` : `definitionId=${encodeURIComponent(target.definitionId)}`;
  return `/mainModeler/modelerDiagram?${query}`;
}

/** The binding page of a process key, with the draft whose tasks it lists when there is one. */
export function bindingPath(key: string, draftId: number | null) {
  const draft = draftId === null ? '' : `&id=${draftId}`;
  return `/mainModeler/detail?key=${encodeURIComponent(key)}${draft}`;
}
