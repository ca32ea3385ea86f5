import { useEffect, useState } from 'react';

/** The value as it was `wait` ms after its last change; the first value is taken at once. */
export function useDebounced<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
