import { useMediaQuery } from '@mantine/hooks';
import { limits } from '@portal/contracts';

const styles = { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.3 } };
const closeButtonProps = { 'aria-label': 'Close dialog' };

/**
 * Dialogs fill a small screen (SPEC.md §9: below 700 px) and are sized boxes elsewhere. Small
 * dialogs sit centered; large ones stay at the top so switching tabs does not make them jump.
 */
export function useDialogLayout(size: 'sm' | 'md' | 'lg' | 'xl' = 'lg') {
  const small = useMediaQuery(`(max-width: ${limits.smallScreenPx - 1}px)`) ?? false;
  return {
    fullScreen: small,
    centered: !small && (size === 'sm' || size === 'md'),
    size,
    styles,
    closeButtonProps,
  };
}
