import { createContext, useContext } from 'react';

/** True where the signed-in user may see error details (master, spec 01 §6); the main layout provides it. */
export const ErrorDetailsContext = createContext(false);

export function useShowErrorDetails(): boolean {
  return useContext(ErrorDetailsContext);
}
