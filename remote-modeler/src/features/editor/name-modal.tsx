import { FormModal } from '@console/shared/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks the flow's name on the first save of a diagram. */
export function NameModal(props: {
  initial: string;
  onName: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  return (
    <FormModal<{ name: string }>
      title={t('editor.saveAs')}
      okText={t('common:action.save')}
      initialValues={{ name: props.initial }}
      onSubmit={({ name }) => props.onName(name.trim())}
      onClose={props.onClose}
    >
      <Form.Item
        name="name"
        label={t('editor.flowName')}
        rules={[
          { required: true, whitespace: true, message: t('editor.flowNameRequired') },
          { max: 255 },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
    </FormModal>
  );
}
