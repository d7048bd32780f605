import { serveRequests } from '../../threads/thread-server';
import { buildMdn, packMessage, parseMdn, unpackMessage } from './message';
import { withBuffers, type MessageRequest } from './message-thread-protocol';

/**
 * The AS2 message thread: packs, opens and answers messages (CMS, MIME, MDNs) off the server's
 * thread. Stateless; the message core's caches (parsed certificates, schema trees) live here.
 */
serveRequests(
  async () => null,
  async (_state, raw: MessageRequest) => {
    const request = withBuffers(raw);
    switch (request.op) {
      case 'pack':
        return packMessage(request.payload, request.options);
      case 'unpack':
        return unpackMessage(request.contentType, request.body, request.options);
      case 'buildMdn':
        return buildMdn(request.options);
      case 'parseMdn':
        return parseMdn(request.contentType, request.body, request.options);
    }
  },
);
