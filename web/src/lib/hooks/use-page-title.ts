import { useEffect } from 'react';
import { APP_TITLE } from '@app/shared/brand';

/** Sets `document.title` to "<page> · ProTune File Manager" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
