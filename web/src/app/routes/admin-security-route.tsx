import { LatestAuditCard } from '@/features/audit/components/latest-audit-card';
import { AdminSecurityPage } from '@/features/security/pages/admin-security-page';

/** The security dashboard with the audit feature's latest entries: composed here, so security imports no other feature. */
export function AdminSecurityRoute() {
  return <AdminSecurityPage audit={<LatestAuditCard />} />;
}
