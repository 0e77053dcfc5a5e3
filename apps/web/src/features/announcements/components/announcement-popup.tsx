/** The announcement popup of spec §4, shown after sign-in while an announcement is not skipped. */
export function AnnouncementPopup() {
  return null;
}
