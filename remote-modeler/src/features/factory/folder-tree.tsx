import { Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFolder } from './api';
import { isFolder, type FactoryEntry } from './types';

/** The tree's key of the top folder (a tree key cannot be '', the top folder's `dir`). */
const TOP = '/';
const dirOfKey = (key: string) => (key === TOP ? '' : key);

type Loaded = Record<string, FactoryEntry[]>;

/**
 * The folders, read one level at a time as they are opened (GET /api/bpmnFileList). When
 * `version` changes (a folder made, renamed or deleted), the folders read so far are read again
 * from the top, and those gone are dropped without asking for them.
 */
export function FolderTree({
  selected,
  version,
  onSelect,
}: {
  selected: string;
  version: number;
  onSelect: (dir: string) => void;
}) {
  const { t } = useTranslation('modeler');
  const [loaded, setLoaded] = useState<Loaded>({});
  const [expanded, setExpanded] = useState<string[]>([TOP]);
  // What was read so far, for the callbacks and the refresh (render reads the state).
  const known = useRef<Loaded>({});
  const keep = useCallback((next: Loaded) => {
    known.current = next;
    setLoaded(next);
  }, []);

  const load = useCallback(
    async (key: string) => {
      const folders = (await fetchFolder(dirOfKey(key))).filter(isFolder);
      keep({ ...known.current, [key]: folders });
    },
    [keep],
  );

  useEffect(() => {
    let live = true;
    const before = known.current;
    const next: Loaded = {};
    const read = async (key: string): Promise<void> => {
      const folders = (await fetchFolder(dirOfKey(key))).filter(isFolder);
      next[key] = folders;
      await Promise.all(folders.filter((f) => before[f.path]).map((f) => read(f.path)));
    };
    // A failure has been shown by the client; the tree keeps what it had.
    read(TOP).then(
      () => live && keep(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version, keep]);

  const nodeOf = (entry: FactoryEntry): TreeDataNode => ({
    key: entry.path,
    title: entry.fileName,
    children: loaded[entry.path]?.map(nodeOf),
    isLeaf: loaded[entry.path]?.length === 0,
  });
  const treeData: TreeDataNode[] = [
    { key: TOP, title: t('factory.top'), children: loaded[TOP]?.map(nodeOf) },
  ];

  return (
    <Tree.DirectoryTree
      aria-label={t('factory.tree')}
      data-testid="factory-tree"
      treeData={treeData}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys.map(String))}
      loadedKeys={Object.keys(loaded)}
      loadData={(node) => load(String(node.key))}
      selectedKeys={[selected ? selected.replace(/\/$/, '') : TOP]}
      onSelect={(keys) => keys.length && onSelect(dirOfKey(String(keys[0])))}
      expandAction="doubleClick"
      style={{ minWidth: 220 }}
    />
  );
}
