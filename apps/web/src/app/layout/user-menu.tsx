import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fileUrl, usersQueries } from '@cdmnet/api';
import {
  Avatar,
  Button,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Skeleton,
  UserText,
} from '@cdmnet/ui';
import { appMessages } from '../messages.ko';
import * as styles from './user-menu.css';
import { useLogout } from './use-logout';

const t = appMessages.layout;

/**
 * The top bar's user menu: the user's photo and name open 내 정보 and 로그아웃. It is there while the
 * profile loads or fails too, so signing out is always possible.
 */
export function UserMenu() {
  const profile = useQuery(usersQueries.profile());
  const logout = useLogout();
  const navigate = useNavigate();
  const user = profile.data;

  return (
    <DropdownMenuRoot>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          loading={logout.isPending}
          className={styles.trigger}
          // While the profile loads the name is a placeholder of a name's width, so neither the bell
          // beside it nor the brand moves or wraps when it comes; the button says why in words.
          aria-label={profile.isPending ? t.loadingUser : undefined}
        >
          <Avatar
            size="sm"
            decorative
            name={user?.name}
            src={user?.profileImageId ? fileUrl(user.profileImageId) : undefined}
          />
          <span className={styles.name} aria-live="polite" aria-busy={profile.isPending}>
            {user ? (
              <>
                <UserText truncate>{user.name}</UserText> {t.honorific}
              </>
            ) : profile.isError ? (
              t.loadUserFailed
            ) : (
              <Skeleton inline width="4.5em" />
            )}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>{t.profile}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()}>{t.logout}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
