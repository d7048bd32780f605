import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  GroupForm,
  GroupUpdate,
  LogQuery,
  LogStatsQuery as LogStatsQueryType,
  PageQuery,
  PartnerForm,
  PartnerUpdate,
  PasswordReset,
  PortBody as PortBodyType,
  PortDraft,
  SendStoredFileBody,
  UserCreate,
  UserUpdate,
} from '@console/shared/contract';
import type { Static } from 'typebox';
import {
  LogQuery as LogQuerySchema,
  LogStatsQuery,
  PortBody,
  SendStoredBody,
} from '../../src/modules/as2/schema';
import {
  GroupCreateBody,
  GroupUpdateBody,
  PartnerCreateBody,
  PartnerUpdateBody,
  PartnerUserCreateBody,
  PartnerUserUpdateBody,
} from '../../src/modules/partners/schema';
import { PasswordBody } from '../../src/modules/users/schema';

/**
 * The request schemas and the wire contract the console sends by must agree. The compiler makes
 * these checks: `true satisfies Same<…>` compiles only when the pair agrees, so a schema or a
 * contract type changed alone fails this package's typecheck on the line of the pair. Replies
 * need no check here: the services are typed with the contract's types themselves.
 */

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when every `Sent` is a `Schema` the server accepts. */
type Accepts<Schema, Sent> = [Sent] extends [Schema] ? true : false;

describe('request schemas match the wire contract', () => {
  it('groups and business partners', () => {
    assert.ok(true satisfies Same<Static<typeof GroupCreateBody>, GroupForm>);
    assert.ok(true satisfies Same<Static<typeof GroupUpdateBody>, GroupUpdate>);
    assert.ok(true satisfies Same<Static<typeof PartnerCreateBody>, PartnerForm>);
    assert.ok(true satisfies Same<Static<typeof PartnerUpdateBody>, PartnerUpdate>);
  });

  it('partner users and their passwords', () => {
    assert.ok(true satisfies Same<Static<typeof PartnerUserCreateBody>, UserCreate>);
    assert.ok(true satisfies Same<Static<typeof PartnerUserUpdateBody>, UserUpdate>);
    assert.ok(true satisfies Accepts<Static<typeof PasswordBody>, PasswordReset>);
  });

  it('AS2 ports and message log queries', () => {
    assert.ok(true satisfies Same<Static<typeof PortBody>, PortDraft>);
    assert.ok(true satisfies Accepts<Static<typeof PortBody>, PortBodyType>);
    assert.ok(true satisfies Same<Static<typeof LogQuerySchema>, LogQuery & PageQuery>);
    assert.ok(true satisfies Same<Static<typeof LogStatsQuery>, LogStatsQueryType>);
    assert.ok(true satisfies Same<Static<typeof SendStoredBody>, SendStoredFileBody>);
  });
});
