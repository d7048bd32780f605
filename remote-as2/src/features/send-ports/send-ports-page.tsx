import { PortsScreen } from '../../components/ports';

/** /as2Setting/sendPort/index: the tenant's AS2 send ports. */
export default function SendPortsPage() {
  return <PortsScreen kind="send" />;
}
