import type { ShellData } from '../../../machines/shell.machine';
import type { AccessSubject } from '../../../contract/access/permissions';

/**
 * Who the shell's data says is signed in, for the access table: which selections the main layout starts
 * and what a cold page may ask for before it renders (src/app/route-data.ts). Roles that can never use
 * arrangements or containers must not ask for them: the server would refuse with a 403, and every 403
 * renews the token (spec 01 §4). A sub-supervisor without container bindings is one.
 */
export function shellSubject(data: ShellData): AccessSubject {
  return {
    role: data.user.role?.name,
    licenses: data.licenses,
    hasContainers: true,
    hasContainerBindings: (data.user.mobilityContainerBindings?.length ?? 0) > 0,
  };
}
