import { FILE_LIMITS, FILE_MESSAGES, folderNameProblem, type FileEntry } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from '../../store-api';

/** The key of each rule's message (the contract's English text), to show it in the user's language. */
const PROBLEM_KEYS: Record<string, string> = {
  [FILE_MESSAGES.folderEmpty]: 'folder.problem.empty',
  [FILE_MESSAGES.folderSlash]: 'folder.problem.slash',
  [FILE_MESSAGES.folderTooLong]: 'folder.problem.tooLong',
};

interface MkdirModalProps {
  store: StoreApi;
  folder: string;
  onCreated: (entry: FileEntry) => void;
  onClose: () => void;
}

/** A new folder inside the current one; the server's refusal stays above the field. */
export function MkdirModal({ store, folder, onCreated, onClose }: MkdirModalProps) {
  const { t } = useTranslation('files');
  return (
    <FormModal<{ name: string }>
      title={t('folder.title')}
      okText={t('common:action.create')}
      failureTitle={t('common:message.creationFailed')}
      onClose={onClose}
      onSubmit={async ({ name }) => onCreated(await store.mkdir({ path: folder, name }))}
    >
      <Form.Item
        name="name"
        label={t('folder.name')}
        extra={t('folder.inside', { folder })}
        rules={[
          {
            validator: async (_rule, value?: string) => {
              const problem = folderNameProblem(value ?? '');
              if (problem)
                throw new Error(
                  t(PROBLEM_KEYS[problem] ?? problem, { max: FILE_LIMITS.folderName }),
                );
            },
          },
        ]}
      >
        <Input autoFocus autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
