import { AppShell } from './app-shell';
import { adminNav } from './nav-items';
import { paths } from '@/lib/paths';

export function AdminLayout() {
  return <AppShell nav={adminNav} homePath={paths.admin.home} />;
}
