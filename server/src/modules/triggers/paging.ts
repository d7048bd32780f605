import {
  CONNECTOR_API_VERSION,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  VERSION_HEADER,
} from '@console/shared/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { callerOf } from '../../auth/guard';
import { badRequest, notFound } from '../../http/envelope';

/** Triggers and commands are the administrator's (SPEC §6 Modeler), each tenant its own. */
export const admin = { auth: { roles: ['admin'] as const } };

/** SPEC §3/§9 paging: page 1, 10 rows, at most MAX_PAGE_SIZE. */
export const PageFields = {
  page: Type.Integer({ minimum: 1, default: DEFAULT_PAGE }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
};

export const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) =>
  (page - 1) * pageSize;

/** SPEC §9: the paged command and trigger lists send the version header 1.2. */
export function requireVersion(req: FastifyRequest) {
  if (req.headers[VERSION_HEADER] !== CONNECTOR_API_VERSION) {
    throw badRequest(`This call needs the header "${VERSION_HEADER}: ${CONNECTOR_API_VERSION}"`);
  }
}

/**
 * The tenant a call works on: the caller's. A `bpId` the console sends (SPEC §7 lists it) must
 * be that tenant; another one is answered as not found, like any other tenant's id.
 */
export function tenantOf(req: FastifyRequest, bpId?: number) {
  const tenantId = callerOf(req).bpId;
  if (bpId !== undefined && bpId !== tenantId) {
    throw notFound(`No business partner with id ${bpId}`);
  }
  return tenantId;
}
