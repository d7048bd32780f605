import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MDN_PATH, receiveAsyncMdn } from '../outbound/async-receipt';
import { loggedMessageId } from './as2-headers';
import { logRefused, receivePort } from './receipts';
import { receiveAs2, type InboundDeps } from './receive';

/** A receive port's inbound address: the one URL its partner posts AS2 messages to. */
export const INBOUND_PATH = '/as2/inbound/:portId';
export const inboundPath = (portId: number) => `/as2/inbound/${portId}`;

type PortRequest = FastifyRequest<{ Params: { portId: string } }>;

/** A body over the limit is refused as it streams in (never read whole), and logged. */
async function refuseTooLarge(deps: InboundDeps, request: PortRequest, limit: number) {
  const port = await receivePort(deps.db, Number(request.params.portId));
  const header = (name: string) => String(request.headers[name] ?? '').slice(0, 128);
  const reason = `The message is larger than this server takes (${limit} bytes)`;
  if (port) {
    await logRefused(deps.db, port, {
      messageId: loggedMessageId(request.headers['message-id'] as string | undefined),
      as2From: header('as2-from'),
      as2To: header('as2-to'),
      errorMessage: reason,
      size: Number(request.headers['content-length']) || 0,
    });
  }
  return reason;
}

/**
 * POST /as2/inbound/{portId} (issue 28): partners' AS2 messages to a receive port, and POST
 * /as2/mdn/{portId}: their asynchronous MDNs to messages of a send port. Public: a
 * partner has no console account; the port checks who sent it (AS2-From/To and the partner's
 * signature). The body is read as bytes, since signatures cover them exactly.
 */
export async function inboundRoute(
  scope: FastifyInstance,
  { deps, maxBytes }: { deps: InboundDeps; maxBytes: number },
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler(async (error: FastifyError, request: PortRequest, reply: FastifyReply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    const reason = await refuseTooLarge(deps, request, maxBytes);
    // The rest of the body is not read: the connection closes after the answer.
    return reply
      .code(413)
      .header('connection', 'close')
      .type('text/plain; charset=utf-8')
      .send(reason);
  });
  scope.post<{ Params: { portId: string } }>(
    MDN_PATH,
    { config: { auth: { public: true } } },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const port = Number(request.params.portId);
      const answer = await receiveAsyncMdn(deps.db, port, request.headers, body);
      return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.body);
    },
  );
  scope.post<{ Params: { portId: string } }>(
    INBOUND_PATH,
    { config: { auth: { public: true } } },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await receiveAs2(deps, Number(request.params.portId), request.headers, body);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  );
}
