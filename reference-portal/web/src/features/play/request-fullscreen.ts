type OrientationLock = 'landscape' | 'portrait';

/** Puts the player in full screen and, where the browser allows, locks it to the game's orientation. */
export async function requestFullscreen(element: HTMLElement, orientation: string | undefined): Promise<void> {
  await element.requestFullscreen({ navigationUI: 'hide' });
  const lock: OrientationLock | null =
    orientation === 'Horizontal' ? 'landscape' : orientation === 'Vertical' ? 'portrait' : null;
  const screenOrientation = screen.orientation as ScreenOrientation & { lock?: (o: OrientationLock) => Promise<void> };
  if (lock && screenOrientation.lock) await screenOrientation.lock(lock).catch(() => undefined);
}
