import { useEffect } from 'react';
import { appMessages } from './messages.ko';

/** The browser tab names the page (ux.md): `로그인 · CDMNet`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${appMessages.productName}`;
  }, [title]);
}
