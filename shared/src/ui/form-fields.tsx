import { Form, Input } from 'antd';
import { EMAIL_MAX_LENGTH, formRules } from '@console/shared';

/** A required name field of at most `max` characters, focused when its form opens. */
export function NameItem({
  label,
  max,
  name = 'name',
}: {
  label: string;
  max: number;
  name?: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[formRules.required(label), formRules.maxLength(label, max)]}
    >
      <Input autoFocus />
    </Form.Item>
  );
}

/** A required e-mail field with the console's e-mail rules (SPEC §5). */
export function EmailItem({ label, name = 'email' }: { label: string; name?: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        formRules.emailRequired(),
        formRules.email(),
        formRules.maxLength(label, EMAIL_MAX_LENGTH),
      ]}
    >
      <Input type="email" autoComplete="off" />
    </Form.Item>
  );
}
