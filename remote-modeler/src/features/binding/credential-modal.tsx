import type { Credential } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { useTranslation } from 'react-i18next';
import { CredentialItem, type Fit } from './credential-choice';

/** Binds a credential to a topic whose connector is bound already. */
export function BindCredentialModal(props: {
  topic: string;
  fit: Fit;
  credentials: readonly Credential[];
  current: number | null;
  onBind: (credentialId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  return (
    <FormModal<{ credentialId: number }>
      title={t('conn.topicCredential.bindTitle', { topic: props.topic })}
      okText={t('binding.bind')}
      initialValues={{ credentialId: props.current ?? undefined }}
      onSubmit={({ credentialId }) => props.onBind(credentialId)}
      onClose={props.onClose}
    >
      <CredentialItem credentials={props.credentials} fit={props.fit} required />
    </FormModal>
  );
}
