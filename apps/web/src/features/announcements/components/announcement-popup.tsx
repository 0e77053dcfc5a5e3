import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announcementsQueries, type Announcement } from '@cdmnet/api';
import { lazyComponent } from '../../../app/lazy-component';
import { notClosed, notSkipped, pruneSkips } from '../popup-skip-list';

const AnnouncementPopupDialog = lazyComponent(() =>
  import('./announcement-popup-dialog').then((m) => m.AnnouncementPopupDialog),
);

/** The popup announcements not hidden (for a day, or closed this session) at the time they arrive. */
const notHiddenNow = (announcements: Announcement[]) =>
  notClosed(notSkipped(announcements, localStorage, Date.now()), sessionStorage);

/**
 * The announcement popup of spec §4, mounted in the signed-in layout: once the popup announcements
 * arrive, those not hidden by "하루 동안 보지 않기" or closed this session open in a modal. Nothing
 * opens, and the modal's code is not even loaded, when every one is hidden.
 */
export function AnnouncementPopup() {
  const popups = useQuery({ ...announcementsQueries.popups(), select: notHiddenNow });
  useEffect(() => pruneSkips(localStorage, Date.now()), []);

  const shown = popups.data ?? [];
  if (shown.length === 0) return null;
  return <AnnouncementPopupDialog announcements={shown} />;
}
