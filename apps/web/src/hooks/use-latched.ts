import { useState } from 'react';

/**
 * True from the first render in which `condition` is true, and from then on: for parts drawn
 * the first time they are needed and kept afterwards. (Adjusting state during render, so the
 * part draws in the same pass.)
 */
export function useLatched(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
