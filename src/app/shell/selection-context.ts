import { createContext, useContext } from 'react';

export type SelectionKind = 'arrangement' | 'container';

export interface SelectionDialogControl {
  open(kind: SelectionKind): void;
}

/** Lets the sidebar header and the hidden-page notice open change_car_arrangement / change_mobility_container. */
export const SelectionDialogContext = createContext<SelectionDialogControl>({ open: () => {} });

export function useSelectionDialog(): SelectionDialogControl {
  return useContext(SelectionDialogContext);
}
