import { createContext, useContext } from 'react';
import type { EmbeddingMode } from './embedding';

export const EmbeddingContext = createContext<EmbeddingMode>('none');

/** True when the portal runs inside an allowed frame: headers and the menu logo are then hidden. */
export function useIsEmbedded(): boolean {
  return useContext(EmbeddingContext) === 'embedded';
}
