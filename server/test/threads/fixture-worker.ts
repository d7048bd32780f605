/** A worker for thread-client.test.ts: echoes, fails in chosen ways, says things unasked. */
import { badRequest } from '../../src/http/envelope';
import { notify, serveRequests } from '../../src/threads/thread-server';

export type FixtureRequest =
  | { op: 'echo'; value: unknown }
  | { op: 'apiError' }
  | { op: 'pgError' }
  | { op: 'notify'; text: string }
  | { op: 'exit' };

serveRequests(
  async () => ({ opened: Date.now() }),
  async (_state, request: FixtureRequest) => {
    switch (request.op) {
      case 'echo':
        return request.value;
      case 'apiError':
        throw badRequest('Refused in the thread');
      case 'pgError':
        throw Object.assign(new Error('duplicate key value violates unique constraint "bp_name"'), {
          code: '23505',
          constraint: 'bp_name',
        });
      case 'notify':
        notify(request.text);
        return null;
      case 'exit':
        process.exit(3);
    }
  },
);
