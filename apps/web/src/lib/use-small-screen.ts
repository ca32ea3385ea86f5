import { useMediaQuery } from '@mantine/hooks';
import { limits } from '@portal/contracts';

/** Below SPEC.md's 700 px breakpoint; read at once so the first render already has the right layout. */
export function useSmallScreen(): boolean {
  return (
    useMediaQuery(`(max-width: ${limits.smallScreenPx - 1}px)`, undefined, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}
