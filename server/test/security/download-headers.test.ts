import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { CLOUD_PATHS, FILE_PATHS, storeApi } from '../files/store-api';

/**
 * Issue 22 §5: a download of tenant content is never sniffed into another type, and opened
 * anyway (text that reads as a page) it runs sandboxed, away from the console's origin.
 */
let server: StartedServer;
let token = '';

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.admin.username, ACME.admin.password);
});
after(() => server?.close());

describe('downloads of the file store and the cloud storage', () => {
  for (const [label, paths] of [
    ['the file store', FILE_PATHS],
    ['the cloud storage', CLOUD_PATHS],
  ] as const) {
    it(`${label}: nosniff and a sandbox policy`, async () => {
      const api = storeApi(
        () => server,
        () => token,
        paths,
      );
      await api.mkdir('mounted/', 'pages');
      // Text a browser sniffing the content would take for a page, and run.
      const html = Buffer.from('<html><script>fetch("/api/user")</script></html>');
      const upload = await api.upload('mounted/pages/', 'page.txt', html);
      assert.equal(upload.response.statusCode, 200, upload.response.body);
      const download = await api.download('mounted/pages/page.txt');
      assert.equal(download.statusCode, 200);
      assert.equal(download.body, html.toString());
      assert.equal(download.headers['x-content-type-options'], 'nosniff');
      assert.equal(download.headers['content-security-policy'], 'sandbox');
      assert.equal(download.headers['content-type'], 'application/octet-stream');
      assert.match(String(download.headers['content-disposition']), /^attachment;/);
    });
  }
});
