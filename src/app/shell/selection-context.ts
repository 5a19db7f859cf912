import { createContext, useContext } from 'react';

/** The dialogs of spec 01 §2 "Selection dialogs" the shell opens on request (token_expired_modal is the session's). */
export type SelectionKind = 'arrangement' | 'container' | 'analyzer';

export interface SelectionDialogControl {
  open(kind: SelectionKind): void;
}

/** Lets the sidebar header and the hidden-page notice open change_car_arrangement / change_mobility_container, the footer tool_analyzer. */
export const SelectionDialogContext = createContext<SelectionDialogControl>({ open: () => {} });

export function useSelectionDialog(): SelectionDialogControl {
  return useContext(SelectionDialogContext);
}
