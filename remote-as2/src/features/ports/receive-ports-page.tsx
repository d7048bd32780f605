import { PortsScreen } from './ports-screen';

/** /as2Setting/receivePort/index: the tenant's AS2 receive ports. */
export default function ReceivePortsPage() {
  return <PortsScreen kind="receive" />;
}
