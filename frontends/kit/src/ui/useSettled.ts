import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: a search or a check asks the server after a
 * pause in typing, not at every key (docs/product.md §9 names the pauses).
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
