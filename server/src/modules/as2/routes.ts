import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';

/** AS2 ports, logs and certificates (filled in by the AS2 module work). */
export async function as2Routes(_app: FastifyInstance, _options: { db: Db; config: ServerConfig }) {}
