import {
  areaProblems,
  rolesBeyondArea,
  underPrefix,
  type AreaDeclaration,
  type RemoteModule,
} from '../contract';

/**
 * What a remote's routes do that its area does not allow: a route outside the area's
 * prefixes, in another menu group, or open to a role the area does not grant (a route may only
 * narrow its area's roles). Each remote's tests expect this to be empty.
 */
export function areaViolations(remote: RemoteModule, area: AreaDeclaration): string[] {
  const problems = areaProblems(area).map((problem) => `area.json: ${problem}`);
  if (remote.name !== area.remote)
    problems.push(`area.json names remote "${area.remote}", the module is "${remote.name}"`);
  for (const route of remote.routes) {
    if (!area.prefixes.some((prefix) => underPrefix(route.path, prefix)))
      problems.push(`${route.path}: outside the area's prefixes ${area.prefixes.join(', ')}`);
    if (route.group !== area.group)
      problems.push(`${route.path}: group "${route.group}" is not the area's "${area.group}"`);
    const wider = rolesBeyondArea(route.roles, area);
    if (wider.length)
      problems.push(`${route.path}: widens the area's roles with ${wider.join(', ')}`);
  }
  return problems;
}
