import { Outlet } from 'react-router-dom';
import { appMessages } from '../messages.ko';
import * as styles from './layout.css';

/** The introductory layout every public page shares (spec §2). */
export function PublicLayout() {
  return (
    <main className={styles.publicShell}>
      <div className={styles.publicCard}>
        <header className={styles.brand}>
          <p className={styles.brandName}>{appMessages.productName}</p>
          <p className={styles.tagline}>{appMessages.publicLayout.tagline}</p>
        </header>
        <Outlet />
      </div>
    </main>
  );
}
