import { badRequest } from '../../http/envelope';
import { templateById } from '../credentials/templates';
import type { ConnectorRow } from './connector-service';

/**
 * The credential templates the platform's packages use (scripts/io-http.ts and io-remote.ts
 * read only these kinds); `files` and `transform` reach nothing a credential opens.
 */
const PACKAGE_TEMPLATES: Record<string, readonly string[]> = {
  http: ['http-basic', 'bearer-token', 'api-key-header'],
  sftp: ['sftp'],
  sql: ['postgresql'],
  mail: ['smtp'],
  files: [],
  transform: [],
};

/**
 * The templates of the credentials a topic bound to this connector can use: none for a
 * mapping or a plain URL command (they run without one), a built-in package's own kinds, and
 * null (any) for a tenant's own commands and composes, whose scripts read `credential.*`.
 */
export function credentialTemplates(
  connector: Pick<ConnectorRow, 'type' | 'packageId'>,
): readonly string[] | null {
  if (connector.type === 'mapping') return [];
  if (connector.type === 'command') {
    if (!connector.packageId) return [];
    return PACKAGE_TEMPLATES[connector.packageId] ?? null;
  }
  return null;
}

const templateName = (id: string) => templateById(id)?.name ?? id;

/** A credential that the connector would not use is refused, naming the kinds it would. */
export function assertCredentialFits(
  connector: Pick<ConnectorRow, 'type' | 'packageId' | 'name'>,
  credential: { name: string; templateId: string },
) {
  const fitting = credentialTemplates(connector);
  if (fitting === null || fitting.includes(credential.templateId)) return;
  if (!fitting.length) {
    throw badRequest(`The connector "${connector.name}" uses no credential`);
  }
  throw badRequest(
    `The credential "${credential.name}" (${templateName(credential.templateId)}) does not fit ` +
      `the connector "${connector.name}": it takes ${fitting.map(templateName).join(', ')}`,
  );
}
