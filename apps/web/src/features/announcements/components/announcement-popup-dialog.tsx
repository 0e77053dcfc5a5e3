import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Announcement } from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  formatDateLong,
  LinkButton,
} from '@cdmnet/ui';
import { RichTextView } from '../../../app/rich-text';
import { announcementMessages } from '../messages.ko';
import { closeForTheSession, skipForADay } from '../popup-skip-list';
import * as styles from './announcement-popup.css';

const t = announcementMessages.popup;

/**
 * The popup's modal, one page per announcement: loaded only when there is one to show, as it brings
 * the dialog and the rich-text sanitiser. 닫기 hides them for this browser session, 하루 동안 보지 않기
 * for a day. Focus starts at the title: the popup is read before it is acted on.
 */
export function AnnouncementPopupDialog({ announcements: shown }: { announcements: Announcement[] }) {
  const [closed, setClosed] = useState(false);
  const [page, setPage] = useState(0);

  const index = Math.min(page, shown.length - 1);
  const current = shown[index];
  if (!current) return null;
  const many = shown.length > 1;
  const ids = shown.map((a) => a.id);
  const close = () => {
    closeForTheSession(sessionStorage, ids);
    setClosed(true);
  };

  // Hidden for a day only: not also closed for the session, which would outlast the day in a tab
  // left open (the popup must come back once the day has passed).
  const skip = () => {
    skipForADay(localStorage, ids, Date.now());
    setClosed(true);
  };

  return (
    <DialogRoot open={!closed} onOpenChange={(open) => !open && close()}>
      <DialogContent
        initialFocus="title"
        title={t.title}
        description={many ? t.position(index + 1, shown.length) : undefined}
        size="lg"
        hideCloseButton
      >
        <DialogBody>
          <article className={styles.article} aria-labelledby={`announcement-popup-${current.id}`}>
            <h3 id={`announcement-popup-${current.id}`} className={styles.heading}>
              {current.title}
            </h3>
            <p className={styles.meta}>{formatDateLong(current.createdAt)}</p>
            <RichTextView html={current.content} className={styles.content} />
            <LinkButton asChild>
              <Link to={`/announcement/${current.id}`} onClick={close}>
                {t.readMore}
              </Link>
            </LinkButton>
          </article>
        </DialogBody>
        <DialogFooter className={styles.footer}>
          {many ? (
            <div className={styles.pager}>
              <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => setPage(index - 1)}>
                {t.previous}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === shown.length - 1}
                onClick={() => setPage(index + 1)}
              >
                {t.next}
              </Button>
            </div>
          ) : null}
          <Button variant="secondary" onClick={skip}>
            {t.skipForADay}
          </Button>
          <Button onClick={close}>{t.close}</Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
