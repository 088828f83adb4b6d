import { useCurrentUser } from '@/features/auth/api/get-me';
import { useMyBilling } from '@/features/credits/api/credits';
import { BalanceButton } from '@/features/orders/components/balance-button';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { NewOrderHost } from '@/features/orders/components/new-order-host';
import { AppShell } from './app-shell';
import { clientNav } from './nav-items';
import { paths } from '@/lib/paths';

/** The menu of a client: « Mes crédits » only in prepaid mode (issue 40). */
function useClientNav(isClient: boolean) {
  const billing = useMyBilling(isClient);
  const prepaid = billing.data?.mode === 'prepaid';
  return prepaid ? clientNav : clientNav.filter((item) => !item.prepaidOnly);
}

export function ClientLayout() {
  const user = useCurrentUser();
  const nav = useClientNav(user.role === 'client');
  const actions =
    user.role === 'client' ? (
      <>
        <BalanceButton />
        <NewOrderButton />
      </>
    ) : null;
  return (
    <>
      <AppShell nav={nav} homePath={paths.home} actions={actions} />
      {user.role === 'client' ? <NewOrderHost /> : null}
    </>
  );
}
