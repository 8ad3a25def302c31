import { createContext, useContext } from 'react';
import type { BootState } from '../../shared/ssr/boot-state.js';

/** The state a server-rendered page was rendered from; null for pages the browser renders alone. */
export const BootStateContext = createContext<BootState | null>(null);

export function useBootState(): BootState | null {
  return useContext(BootStateContext);
}
