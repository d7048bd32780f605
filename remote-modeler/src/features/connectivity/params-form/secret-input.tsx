import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SecretInputProps {
  /** Given by Form.Item: undefined while a set secret is kept. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  /** The secret has a value already (the server says so, never what it is). */
  isSet: boolean;
  label: string;
}

/**
 * A secret field. One that is set shows "set" and a Replace button; only a replaced secret
 * gets a value, so an untouched one is left out of the save and keeps its value.
 */
export function SecretInput({ value, onChange, id, isSet, label }: SecretInputProps) {
  const { t } = useTranslation('modeler');
  const [replacing, setReplacing] = useState(false);

  if (isSet && !replacing) {
    return (
      <Flex gap={8} align="center">
        <Tag color="success">{t('conn.secret.set')}</Tag>
        <Button
          id={id}
          size="small"
          aria-label={t('conn.secret.replaceField', { label })}
          onClick={() => {
            setReplacing(true);
            onChange?.('');
          }}
        >
          {t('conn.secret.replace')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="center">
      <Input.Password
        id={id}
        autoComplete="new-password"
        value={value}
        autoFocus={replacing}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {replacing && (
        <Button
          onClick={() => {
            setReplacing(false);
            onChange?.(undefined);
          }}
        >
          {t('conn.secret.keep')}
        </Button>
      )}
    </Flex>
  );
}
