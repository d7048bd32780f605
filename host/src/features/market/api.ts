import {
  dataOf,
  http,
  MARKET_URLS,
  marketPackageUrl,
  type MarketPackage,
  type MarketUpgradeResult,
} from '@console/shared';

// GET /api/market/packages: the catalogue, with this tenant's installed versions.
export const fetchCatalogue = () => dataOf<MarketPackage[]>(http.get(MARKET_URLS.packages));

// POST /api/market/packages/:name/install: installs the package (the latest version by default).
export const installPackage = (id: string, version: string) =>
  dataOf<MarketPackage>(http.post(marketPackageUrl(id, 'install'), { version }));

// POST /api/market/packages/:name/upgrade: moves the tenant to a newer version.
export const upgradePackage = (id: string, version: string) =>
  dataOf<MarketUpgradeResult>(http.post(marketPackageUrl(id, 'upgrade'), { version }));

// DELETE /api/market/packages/:name: removes it; a 409 (still used) is left to the caller.
export const removePackage = (id: string) =>
  dataOf<MarketPackage>(http.delete(marketPackageUrl(id), { expectedStatuses: [409] }));
