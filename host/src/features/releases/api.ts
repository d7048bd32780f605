import {
  dataOf,
  http,
  type AreaRelease,
  type ReleaseRequest,
  type ReleasesView,
} from '@console/shared';

const RELEASES_URL = '/api/releases';
const areaUrl = (remote: string, action?: 'promote' | 'rollback' | 'withdraw') =>
  `${RELEASES_URL}/${encodeURIComponent(remote)}${action ? `/${action}` : ''}`;

// GET /api/releases: every deployed area, its versions, who gets which, and the tenants.
export const fetchReleases = () => dataOf<ReleasesView>(http.get(RELEASES_URL));

// POST /api/releases/:remote: a version becomes current (no audience) or the candidate.
export const releaseVersion = (remote: string, request: ReleaseRequest) =>
  dataOf<AreaRelease>(http.post(areaUrl(remote), request));

// POST /api/releases/:remote/promote: the candidate becomes current.
export const promoteCandidate = (remote: string) =>
  dataOf<AreaRelease>(http.post(areaUrl(remote, 'promote')));

// POST /api/releases/:remote/rollback: the previous version becomes current again.
export const rollBack = (remote: string) =>
  dataOf<AreaRelease>(http.post(areaUrl(remote, 'rollback')));

// POST /api/releases/:remote/withdraw: the candidate is no longer given out.
export const withdrawCandidate = (remote: string) =>
  dataOf<AreaRelease>(http.post(areaUrl(remote, 'withdraw')));
