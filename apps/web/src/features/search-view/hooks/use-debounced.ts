import { useEffect, useState } from 'react';

/**
 * The value as it was `wait` ms after its last change (the first value is taken at once), and a way
 * to settle on a value at once, for a change that should not wait (clearing every filter).
 */
export function useDebounced<T>(value: T, wait: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return [settled, setSettled];
}
