import { PortsScreen } from './ports-screen';

/** /as2Setting/sendPort/index: the tenant's AS2 send ports. */
export default function SendPortsPage() {
  return <PortsScreen kind="send" />;
}
