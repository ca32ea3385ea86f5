import { useMediaQuery } from '@mantine/hooks';
import { limits } from '@portal/contracts';

/** Dialogs fill a small screen (SPEC.md §9: below 700 px) and are centered, sized boxes elsewhere. */
export function useDialogLayout(size: 'md' | 'lg' | 'xl' = 'lg') {
  const small = useMediaQuery(`(max-width: ${limits.smallScreenPx - 1}px)`) ?? false;
  return { fullScreen: small, centered: !small, size };
}
