import {
  dataOf,
  http,
  type As2Log,
  type SendPortName,
  type SendStoredFileBody,
} from '@console/shared';

/**
 * Refusals the dialog shows in its own place, with no toast: a bad path (400), an unknown port
 * or file (404), a file larger than AS2 sends (413).
 */
const SHOWN_IN_DIALOG = [400, 404, 413] as const;

// GET /as2/api/sendport/names: the tenant's send ports, by id and name.
export const getSendPortNames = () => dataOf<SendPortName[]>(http.get('/as2/api/sendport/names'));

// POST /as2/api/sendport/{id}/sendStored: sends a file of the file store; answers its log entry.
export const sendStoredFile = (portId: number, body: SendStoredFileBody) =>
  dataOf<As2Log>(
    http.post(`/as2/api/sendport/${portId}/sendStored`, body, {
      expectedStatuses: SHOWN_IN_DIALOG,
    }),
  );
