import { Type } from 'typebox';

/**
 * The schemas bound the input; names.ts says what is wrong with a name or a path in the
 * factory's own words (`name must not contain '/' or '\'`).
 */
const Path = Type.String({ maxLength: 4096 });
const Name = Type.String({ maxLength: 1024 });
const Tag = Type.String({ maxLength: 256 });
/** A file carries a few tags; 100 is far more than a list of them can show. */
export const TAGS_MAX = 100;
const Tags = Type.Array(Tag, { maxItems: TAGS_MAX });

export const TagBody = Type.Object({ tagName: Tag });
export const TagParams = Type.Object({ name: Tag });

/** `dir` absent, '' or '/': the root. */
export const FolderQuery = Type.Object({ dir: Type.Optional(Path) });

/** `?tag=a&tag=b` (a single `tag=a` is read as a list of one). */
export const TagFilterQuery = Type.Object({ tag: Type.Optional(Tags) });

export const PathQuery = Type.Object({ path: Path });

export const DirDeleteQuery = Type.Object({
  path: Path,
  recursive: Type.Optional(Type.Boolean()),
});

export const DirBody = Type.Object({ dir: Type.Optional(Path), name: Name });

export const FileUpdateBody = Type.Object({
  path: Path,
  /** The whole new BPMN XML; the JSON body limit (2 MiB) bounds it. */
  content: Type.Optional(Type.String()),
  tags: Type.Optional(Tags),
  newName: Type.Optional(Name),
});
