import {
  dataOf,
  http,
  type As2Log,
  type Certificate,
  type Port,
  type PortBody,
  type PortKind,
} from '@console/shared';

/** The path segment of each kind of port. */
const BASE: Record<PortKind, string> = {
  send: '/as2/api/sendport',
  receive: '/as2/api/receiveport',
};

// GET /as2/api/{sendport|receiveport}: the tenant's ports of one kind, by name.
export const listPorts = (kind: PortKind) => dataOf<Port[]>(http.get(BASE[kind]));

// POST /as2/api/{sendport|receiveport}/add: creates a port.
export const addPort = (kind: PortKind, body: PortBody) =>
  dataOf<Port>(http.post(`${BASE[kind]}/add`, body));

// POST /as2/api/{sendport|receiveport}/update/{id}: replaces a port's fields.
export const updatePort = (kind: PortKind, id: number, body: PortBody) =>
  dataOf<Port>(http.post(`${BASE[kind]}/update/${id}`, body));

// POST /as2/api/{sendport|receiveport}/delete/{id}: deletes a port.
export const deletePort = (kind: PortKind, id: number) =>
  dataOf<null>(http.post(`${BASE[kind]}/delete/${id}`));

// GET /as2/api/certFiles: the names offered by the certificate selects.
export const listCertificateNames = async () =>
  (await dataOf<Certificate[]>(http.get('/as2/api/certFiles'))).map(({ name }) => name);

// POST /as2/api/sendport/{id}/send: "Send a test file"; answers the message's log entry.
export function sendTestFile(portId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return dataOf<As2Log>(http.post(`/as2/api/sendport/${portId}/send`, body));
}
