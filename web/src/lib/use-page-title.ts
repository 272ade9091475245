import { useEffect } from 'react';
import { APP_NAME } from './ui-strings.ts';

/** Browser tab and history entries name the page, which also helps screen-reader users. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
