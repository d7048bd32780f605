import type { Port } from '@console/shared';
import { Typography } from 'antd';

/** A receive port's inbound address, on the server the console is served from. */
export const inboundAddress = (port: Port) => `${window.location.origin}/as2/inbound/${port.id}`;

/** Where partners post the asynchronous MDNs of the send port `id`, on this server. */
export const asyncMdnAddress = (id: number) => `${window.location.origin}/as2/mdn/${id}`;

/** An address of this server to give a partner, with a copy button saying what it is for. */
export function PortAddress({ address, hint }: { address: string; hint: string }) {
  return <Typography.Text copyable={{ tooltips: [hint] }}>{address}</Typography.Text>;
}
