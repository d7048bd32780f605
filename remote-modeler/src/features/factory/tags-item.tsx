import { Form, Select } from 'antd';

/** The tenant's tags as a select's options. */
export const tagOptions = (tagNames: string[]) =>
  tagNames.map((tag) => ({ value: tag, label: tag }));

/** The tags a file is given, among the tenant's (Manage tags adds new ones). */
export function TagsItem({ label, tagNames }: { label: string; tagNames: string[] }) {
  return (
    <Form.Item name="tags" label={label}>
      <Select mode="multiple" allowClear aria-label={label} options={tagOptions(tagNames)} />
    </Form.Item>
  );
}
