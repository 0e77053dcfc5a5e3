import { Link, Outlet } from 'react-router-dom';
import { API_REFERENCE_PATH } from '@cdmnet/api/contract';
import { LinkButton } from '@cdmnet/ui';
import { appMessages } from '../messages.ko';
import { useToastsStayOnTheirPage } from '../page-toasts';
import * as styles from './layout.css';

const t = appMessages.publicLayout;

/** The introductory layout every public page shares (spec §2), with the links between them. */
export function PublicLayout() {
  useToastsStayOnTheirPage();
  return (
    <main className={styles.publicShell}>
      <div className={styles.publicCard}>
        <header className={styles.brand}>
          <p className={styles.brandName}>{appMessages.productName}</p>
          <p className={styles.tagline}>{t.tagline}</p>
        </header>
        <Outlet />
        <footer>
          <ul className={styles.publicLinks}>
            {(
              [
                ['/terms', t.terms],
                ['/privacy', t.privacy],
                ['/contactus', t.contact],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <LinkButton asChild tone="neutral">
                  <Link to={to}>{label}</Link>
                </LinkButton>
              </li>
            ))}
            <li>
              {/* The server's page, outside the app: a full load, not a route. */}
              <LinkButton asChild tone="neutral">
                <a href={API_REFERENCE_PATH}>{t.apiReference}</a>
              </LinkButton>
            </li>
          </ul>
        </footer>
      </div>
    </main>
  );
}
