import { Card } from 'antd';

export default function Page() {
  return <Card title="probe">partners remote page</Card>;
}
