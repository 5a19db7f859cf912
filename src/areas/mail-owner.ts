import type { ColumnDef } from './area';

/**
 * What a mail setting or template is for, where a list holds every one (/component): an arrangement's, a
 * container's, or — neither named — the client's default (the `areas` key mailOwner.default).
 */
export const ownerColumn: ColumnDef<{ carArrangementName?: string | null; mobilityContainerName?: string | null } & { id: number; version: number }> = {
  name: 'owner', only: 'component', empty: 'mailOwner.default',
  value: (row) => row.carArrangementName ?? row.mobilityContainerName ?? null,
};
