import { PARTNER_LIMITS } from '@console/shared/contract';
import { Type } from 'typebox';
import { Email, Password, Username, DisplayName } from '../users/schema';

const Id = Type.Integer({ minimum: 1 });
/** A name with at least one visible character. */
const Name = Type.String({ minLength: 1, maxLength: PARTNER_LIMITS.name, pattern: '\\S' });
const Description = Type.String({
  minLength: 1,
  maxLength: PARTNER_LIMITS.description,
  pattern: '\\S',
});

export const IdQuery = Type.Object({ id: Id });
export const ParentQuery = Type.Object({ parentId: Id });
export const GroupQuery = Type.Object({ bpgId: Id });

export const GroupCreateBody = Type.Object({ name: Name, description: Description });
export const GroupUpdateBody = Type.Object({ id: Id, name: Name, description: Description });

export const PartnerCreateBody = Type.Object({ name: Name, email: Email });
export const PartnerUpdateBody = Type.Object({ id: Id, name: Name, email: Email });

const RoleIds = Type.Array(Id, { minItems: 1, uniqueItems: true });

export const PartnerUserCreateBody = Type.Object({
  bpId: Id,
  username: Username,
  password: Password,
  email: Email,
  displayName: Type.Optional(DisplayName),
  roleIds: RoleIds,
});

export const PartnerUserUpdateBody = Type.Object({
  username: Username,
  email: Email,
  displayName: Type.Optional(DisplayName),
  roleIds: RoleIds,
});

export const UsernameQuery = Type.Object({ username: Username });
