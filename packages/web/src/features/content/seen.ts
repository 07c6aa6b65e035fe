/**
 * What this device has already seen, in localStorage: the launch popups dismissed
 * (spec: a popup shows once per announcement) and the newest announcement time read,
 * which drives the announcements badge. Announcements have no per-user read flag on
 * the server, so this is per device by design.
 */
const POPUP_KEY = 'bourse.popupDismissed';
const ANNOUNCEMENTS_KEY = 'bourse.announcementsSeenAt';
/** Enough to cover every popup still live; older ids fall off. */
const MAX_REMEMBERED = 50;

function readIds(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(POPUP_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function isPopupDismissed(id: number): boolean {
  return readIds().includes(id);
}

export function dismissPopup(id: number): void {
  const ids = readIds().filter((x) => x !== id);
  ids.push(id);
  localStorage.setItem(POPUP_KEY, JSON.stringify(ids.slice(-MAX_REMEMBERED)));
}

/** Seconds of the newest announcement seen on this device (0: none). */
export function announcementsSeenAt(): number {
  const n = Number(localStorage.getItem(ANNOUNCEMENTS_KEY));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function markAnnouncementsSeen(publishedAt: number): void {
  if (publishedAt > announcementsSeenAt())
    localStorage.setItem(ANNOUNCEMENTS_KEY, String(publishedAt));
}

/** How many of these announcements are newer than the last one seen. */
export function unseenCount(items: { published_at: number }[]): number {
  const seen = announcementsSeenAt();
  return items.filter((a) => a.published_at > seen).length;
}
