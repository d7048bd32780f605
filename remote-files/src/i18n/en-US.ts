import { FILE_MESSAGES } from '@console/shared';

/** The folder name rules' messages: the wire contract's own texts. */
const folderProblem: Record<'empty' | 'slash' | 'tooLong', string> = {
  empty: FILE_MESSAGES.folderEmpty,
  slash: FILE_MESSAGES.folderSlash,
  tooLong: FILE_MESSAGES.folderTooLong,
};

/** The `files` namespace. */
export const filesEnUS = {
  store: {
    files: 'File store',
    gcs: 'Cloud storage',
    bucket: 'Bucket: {{bucket}}',
    bucketFailed: 'Could not read the bucket',
    driver: {
      local: 'Local folder',
      gcs: 'Google Cloud Storage',
    },
  },
  toolbar: {
    filter: 'Filter by name',
    newFolder: 'New folder',
    deleteSelected: 'Delete selected',
    trash: 'Trash',
  },
  column: {
    name: 'Name',
    type: 'Type',
    size: 'Size',
    createTime: 'Created',
    updateTime: 'Updated',
  },
  entryType: {
    Directory: 'Directory',
    file: 'file',
  },
  action: {
    history: 'History',
  },
  list: {
    label: 'Files',
    whereLabel: 'Folder path',
    empty: 'This folder is empty',
    noMatch: 'No name in this folder starts with “{{prefix}}”',
    loadFailed: 'Could not load the folder',
    toRoot: 'Open {{root}}',
    loaded: '{{loaded}} of {{total}} loaded',
    selected: '{{count}} selected',
    loadingMore: 'Loading more…',
  },
  delete: {
    title_one: 'Delete {{count}} item?',
    title_other: 'Delete {{count}} items?',
    content_one: 'It goes to the trash for {{days}} days.',
    content_other: 'They go to the trash for {{days}} days.',
    done_one: '{{count}} item moved to the trash',
    done_other: '{{count}} items moved to the trash',
    failedTitle_one: '{{count}} item could not be deleted',
    failedTitle_other: '{{count}} items could not be deleted',
    failedItem: '{{name}}: {{message}}',
    noReason: 'no reason given',
  },
  folder: {
    title: 'New folder',
    name: 'Folder name',
    inside: 'Inside {{folder}}',
    created: 'Folder {{name}} created',
    problem: folderProblem,
  },
  upload: {
    title: 'Upload files',
    target: 'To {{folder}}',
    hint: 'Click or drag files here: they upload at once',
    accepted: 'Accepted: {{types}}. At most {{size}} per file.',
    listLabel: 'Uploads',
    progressOf: 'Progress of {{name}}',
    clearSettled: 'Clear finished',
    backToBrowser: 'Back to the file browser',
    status: {
      waiting: 'Waiting',
      uploading: 'Uploading…',
      conflict: 'Already exists',
      done: 'Done',
      overwritten: 'Overwritten',
      renamed: 'Uploaded as {{name}}',
      skipped: 'Skipped',
      failed: 'Failed: {{message}}',
    },
    conflict: {
      title: '{{name}} already exists',
      content: 'A file of this name is already in {{folder}}.',
      overwrite: 'Overwrite',
      skip: 'Skip',
      rename: 'Rename',
      applyToAll: 'Apply to all',
    },
  },
  trash: {
    title: 'Trash',
    note: 'Deleted files and folders stay here for {{days}} days, then they are purged.',
    loadFailed: 'Could not load the trash',
    empty: 'The trash is empty',
    restore: 'Restore',
    restored: '{{path}} restored',
    column: {
      path: 'Path',
      deletedBy: 'Deleted by',
      deletedAt: 'Deleted at',
      expiresAt: 'Purged at',
    },
  },
  history: {
    title: 'History of {{name}}',
    loadFailed: 'Could not load the history',
    empty: 'No history yet',
    column: {
      action: 'Action',
      user: 'User',
      time: 'Time',
    },
    action: {
      upload: 'Uploaded',
      overwrite: 'Overwritten',
      mkdir: 'Folder created',
      delete: 'Deleted',
      restore: 'Restored',
    },
  },
};
