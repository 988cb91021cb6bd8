import { withSelection } from './navigation.ts';

/**
 * Where the page goes when the user picks another property (portal-spec §4 Property switching):
 * a DSAR form belongs to the old property, so its editor goes to web forms; workflow creation goes to
 * workflows; any other page stays, with the new oid and pid.
 */
export function pathAfterSwitch(pathname: string, search: string, selection: { oid: number; pid: number }) {
  if (pathname.startsWith('/privacy/dsar/dsarform'))
    return withSelection('/privacy/dsar/webforms', '', selection);
  if (pathname.startsWith('/privacy/dsar/createworkflow'))
    return withSelection('/privacy/dsar/workflows', '', selection);
  return withSelection(pathname, search, selection);
}
