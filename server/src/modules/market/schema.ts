import { MARKET_PACKAGE_ID_PATTERN, MARKET_VERSION_PATTERN } from '@console/shared/contract';
import { Type } from 'typebox';

const Version = Type.String({ pattern: MARKET_VERSION_PATTERN, maxLength: 16 });

/** The path's package: the catalogue's id ("http"), not its display name. */
export const PackageParams = Type.Object({
  name: Type.String({ pattern: MARKET_PACKAGE_ID_PATTERN, maxLength: 64 }),
});

export const InstallBody = Type.Object({ version: Type.Optional(Version) });

export const UpgradeBody = Type.Object({ version: Version });
