/** Which "Add to home screen" steps fit this device, and whether the app already runs installed. */

export const PLATFORMS = ['ios', 'android', 'desktop'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * The platform from the user agent. iPadOS reports itself as a Mac: a "Macintosh" with a
 * touch screen is an iPad.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** Every platform, the detected one first. */
export function platformsFor(detected: Platform): Platform[] {
  return [detected, ...PLATFORMS.filter((p) => p !== detected)];
}

/** Running as the installed app: standalone display, or iOS's home-screen flag. */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone;
  return iosStandalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}
