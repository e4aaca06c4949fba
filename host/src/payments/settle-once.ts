/**
 * The end of a payment widget: the first call cleans up (listeners, the widget) and settles; later
 * calls do nothing, so a widget that reports twice (success, then close) settles once.
 *
 * @example
 * ```ts
 * const finish = settleOnce(() => widget.destroy());
 * widget.on('success', () => finish(() => resolve('completed')));
 * ```
 */
export function settleOnce(cleanUp: () => void): (settle: () => void) => void {
  let settled = false;
  return (settle) => {
    if (settled) return;
    settled = true;
    cleanUp();
    settle();
  };
}
