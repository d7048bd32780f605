import { randomBytes } from 'node:crypto';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body for app.inject, built by hand (no form-data dependency). */
export function multipart(parts: Part[]) {
  const boundary = `----as2-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'filename' in part;
    const head = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}`,
      ...(file ? [`Content-Type: ${part.contentType ?? 'application/octet-stream'}`] : []),
      '',
      '',
    ].join('\r\n');
    chunks.push(
      Buffer.from(head),
      file ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The options of an upload to POST /as2/api/uploadCert. */
export function uploadRequest(
  filename: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, content },
  ]);
  return { method: 'POST' as const, url: '/as2/api/uploadCert', ...body };
}
