import { useEffect, useRef } from 'react';

/**
 * An input disabled while loading loses the focus; when it is enabled again it gets the focus back if
 * it had it (and nothing else took it), so someone adding filters one after another keeps typing.
 */
export function useKeepFocus(disabled: boolean) {
  const input = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const nothingFocused = document.activeElement === null || document.activeElement === document.body;
    if (!disabled && hadFocus.current && nothingFocused) input.current?.focus();
  }, [disabled]);
  return {
    input,
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: () => {
      // A blur caused by being disabled is not the user leaving the input.
      if (!input.current?.disabled) hadFocus.current = false;
    },
  };
}
