import { Button, Checkbox, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice } from './send-upload';
import type { ConflictAnswer } from './use-upload-queue';

interface ConflictModalProps {
  name: string;
  folder: string;
  onAnswer: (answer: ConflictAnswer) => void;
}

/** A file of this name is already there: overwrite it, skip the upload, or upload a copy. */
export function ConflictModal({ name, folder, onAnswer }: ConflictModalProps) {
  const { t } = useTranslation('files');
  const [applyToAll, setApplyToAll] = useState(false);
  const answer = (choice: ConflictChoice) => onAnswer({ choice, applyToAll });
  return (
    <Modal
      open
      title={t('upload.conflict.title', { name })}
      mask={{ closable: false }}
      onCancel={() => answer('skip')}
      footer={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Checkbox checked={applyToAll} onChange={(event) => setApplyToAll(event.target.checked)}>
            {t('upload.conflict.applyToAll')}
          </Checkbox>
          <Flex gap={8}>
            <Button onClick={() => answer('skip')}>{t('upload.conflict.skip')}</Button>
            <Button onClick={() => answer('rename')}>{t('upload.conflict.rename')}</Button>
            <Button type="primary" danger onClick={() => answer('overwrite')}>
              {t('upload.conflict.overwrite')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {t('upload.conflict.content', { folder })}
    </Modal>
  );
}
