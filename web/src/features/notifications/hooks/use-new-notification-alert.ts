import { useCallback, useEffect, useState } from 'react';
import { playAlertTone, primeAlertTone } from '@/features/notifications/lib/alert-tone';
import { showAlertInBrowser } from '@/features/notifications/lib/browser-alert';
import type { NewNotificationsAlert } from '@/features/notifications/lib/new-notifications';

/** Spec §9: new notifications show the banner, play a short tone and, when allowed, a browser notification. */
export function useNewNotificationAlert() {
  const [alert, setAlert] = useState<NewNotificationsAlert | null>(null);
  const announce = useCallback((next: NewNotificationsAlert) => {
    setAlert(next);
    playAlertTone();
    showAlertInBrowser(next);
  }, []);
  const clearAlert = useCallback(() => setAlert(null), []);
  useEffect(() => primeAlertTone(), []);
  return { alert, announce, clearAlert };
}
