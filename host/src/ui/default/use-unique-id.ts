import { useState } from 'preact/hooks';

let counter = 0;

/**
 * An element id unique on the page for this component's life. Not preact's `useId`: that one counts
 * per render root, so two roots on one page (ours and a partner's) can hand out the same id.
 *
 * @example
 * ```tsx
 * const id = useUniqueId('playport-title');
 * ```
 */
export function useUniqueId(prefix: string): string {
  return useState(() => `${prefix}-${++counter}`)[0];
}
