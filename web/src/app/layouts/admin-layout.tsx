import { AppShell } from './app-shell';
import { adminNav } from './nav-items';

export function AdminLayout() {
  return <AppShell nav={adminNav} homePath="/admin" />;
}
