import { MONITOR_PATH_PREFIX } from '@console/shared';
import { Input, Space } from 'antd';

interface FolderInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** SPEC §5: the folder between the fixed 'mounted/' and '/', which the user does not type. */
export function FolderInput({ id, value, onChange }: FolderInputProps) {
  return (
    <Space.Compact block>
      <Space.Addon>{MONITOR_PATH_PREFIX}</Space.Addon>
      <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} />
      <Space.Addon>/</Space.Addon>
    </Space.Compact>
  );
}
