import { beforeEach, describe, expect, it } from 'vitest';
import {
  announcementsSeenAt,
  dismissPopup,
  isPopupDismissed,
  markAnnouncementsSeen,
  unseenCount,
} from './seen.ts';

beforeEach(() => localStorage.clear());

describe('popup memory', () => {
  it('remembers a dismissed popup by id', () => {
    expect(isPopupDismissed(7)).toBe(false);
    dismissPopup(7);
    expect(isPopupDismissed(7)).toBe(true);
    expect(isPopupDismissed(8)).toBe(false);
  });

  it('keeps the newest 50 ids and survives junk in storage', () => {
    for (let id = 1; id <= 60; id++) dismissPopup(id);
    expect(isPopupDismissed(10)).toBe(false);
    expect(isPopupDismissed(11)).toBe(true);
    expect(isPopupDismissed(60)).toBe(true);
    localStorage.setItem('bourse.popupDismissed', '{not json');
    expect(isPopupDismissed(60)).toBe(false);
    dismissPopup(3);
    expect(isPopupDismissed(3)).toBe(true);
  });
});

describe('announcements seen', () => {
  it('counts announcements newer than the last seen, and only moves forward', () => {
    const items = [{ published_at: 300 }, { published_at: 200 }, { published_at: 100 }];
    expect(unseenCount(items)).toBe(3);
    markAnnouncementsSeen(200);
    expect(unseenCount(items)).toBe(1);
    markAnnouncementsSeen(150);
    expect(announcementsSeenAt()).toBe(200);
    markAnnouncementsSeen(300);
    expect(unseenCount(items)).toBe(0);
  });
});
