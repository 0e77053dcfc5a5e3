import { useState } from 'react';
import { expertAreaLabels, expertDivisionLabels, type UserInfo } from '@cdmnet/api';
import { Button, Card } from '@cdmnet/ui';
import { fieldMessages } from '../../../app/fields/messages.ko';
import { profileScreenMessages } from '../messages.ko';
import { formatPhoneNumber } from '../profile-forms';
import { ProfileForm } from './profile-form';
import * as styles from './profile.css';

const t = profileScreenMessages.basic;

/** 기본 정보: read as a list, edited in place after 수정. */
export function BasicInfoCard({ user }: { user: UserInfo }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    [fieldMessages.name, user.name],
    [fieldMessages.email, user.primaryEmail],
    [t.phoneNumber, formatPhoneNumber(user.phoneNumber)],
    [fieldMessages.expertArea, expertAreaLabels[user.expertArea]],
    [fieldMessages.expertDivision, expertDivisionLabels[user.expertDivision]],
    // Plain text: whatever was typed is shown as typed, never as markup.
    [t.description, user.description || t.noDescription],
  ];

  return (
    <Card
      title={t.title}
      actions={
        editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
