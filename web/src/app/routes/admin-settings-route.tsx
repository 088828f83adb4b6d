import { CreditPacksSettings } from '@/features/credits/components/credit-packs-settings';
import { SellerSettings } from '@/features/invoices/components/seller-settings';
import { AdminSettingsPage } from '@/features/settings/pages/admin-settings-page';

/**
 * 'Paramètres' with the invoices feature's 'Facturation' tab and the credits feature's packs
 * (issue 40): composed here, so settings imports no other feature.
 */
export function AdminSettingsRoute() {
  return (
    <AdminSettingsPage
      invoicing={
        <div className="grid gap-6">
          <SellerSettings />
          <CreditPacksSettings />
        </div>
      }
    />
  );
}
