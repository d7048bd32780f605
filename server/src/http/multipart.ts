import { FILE_MESSAGES } from '@console/shared/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './envelope';
import { findBadInput } from '../limits/input-limits';

export const TOO_BIG = FILE_MESSAGES.tooBig;

const tooBig = () => new ApiError(413, TOO_BIG);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export interface SingleFileUpload {
  file: { fileName: string; content: Buffer };
  fields: Map<string, string>;
}

/**
 * Reads a multipart body with one file (the app's limits allow one, at most 10 MiB) and any
 * text fields, in any order. No file, or a file over the limit, is refused.
 */
export async function readSingleFileUpload(request: FastifyRequest): Promise<SingleFileUpload> {
  if (!request.isMultipart()) throw badRequest('file is required');
  let file: SingleFileUpload['file'] | undefined;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // A stream cut at the size limit still ends normally (TOOLCHAIN.md): check the flag too.
        if (part.file.truncated) throw tooBig();
        file ??= { fileName: part.filename, content };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest('Upload one file at a time');
    if (error instanceof ApiError) throw error;
    // Anything else here is the body itself: no boundary, cut short, a malformed part.
    throw badRequest(`The multipart body is malformed: ${(error as Error).message}`);
  }
  const problem =
    findBadInput(file?.fileName ?? '', 'file name') ??
    findBadInput(Object.fromEntries(fields), 'field');
  if (problem) throw badRequest(problem);
  if (!file || !file.fileName) throw badRequest('file is required');
  return { file, fields };
}
