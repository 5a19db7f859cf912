import { useCallback, useMemo } from 'react';
import type { RoleName } from '../../../contract/types/core';
import { ShellActorContext } from '../../app/shell-actors';
import { ContainerSelectionContext } from '../../app/shell-actors';
import { can, isLocalDevPort, type AccessSubject, type Feature } from '../../../contract/access/permissions';

export interface AccessView {
  role: RoleName | null;
  subject: AccessSubject;
  /** The access table of spec 01 §6 for the signed-in user (contract/access/permissions.ts). */
  can(feature: Feature): boolean;
  /** Every feature of the list granted. */
  canAll(features: readonly Feature[]): boolean;
}

/** Who may do what, from the shell's user and licences and whether the client has containers. */
export function useAccess(): AccessView {
  const role = ShellActorContext.useSelector((s) => s.context.data?.user.role?.name ?? null);
  const licenses = ShellActorContext.useSelector((s) => s.context.data?.licenses ?? null);
  const hasContainerBindings = ShellActorContext.useSelector((s) => (s.context.data?.user.mobilityContainerBindings?.length ?? 0) > 0);
  const hasContainers = ContainerSelectionContext.useSelector((s) => s.context.containers.length > 0);

  const subject = useMemo<AccessSubject>(
    () => ({ role, licenses, hasContainers, hasContainerBindings, isLocalDevPort: isLocalDevPort(globalThis.location) }),
    [role, licenses, hasContainers, hasContainerBindings],
  );
  const check = useCallback((feature: Feature) => can(subject, feature), [subject]);
  const canAll = useCallback((features: readonly Feature[]) => features.every((feature) => can(subject, feature)), [subject]);
  return { role, subject, can: check, canAll };
}
