import { SellerSettings } from '@/features/invoices/components/seller-settings';
import { AdminSettingsPage } from '@/features/settings/pages/admin-settings-page';

/** 'Paramètres' with the invoices feature's 'Facturation' tab: composed here, so settings imports no other feature. */
export function AdminSettingsRoute() {
  return <AdminSettingsPage invoicing={<SellerSettings />} />;
}
