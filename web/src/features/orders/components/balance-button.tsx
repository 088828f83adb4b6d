import { Wallet } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { fr } from '@/i18n/fr';
import { formatEuroTtc } from '@/lib/format/format';
import { useBalance } from '@/features/orders/api/get-balance';
import { paths } from '@/lib/paths';

/** Client header button: the balance due TTC (when known; the server's sum), leading to the unpaid orders that make it. */
export function BalanceButton() {
  const navigate = useNavigate();
  const balance = useBalance();
  const amount = balance.isSuccess && typeof balance.data?.balance_due === 'number' ? balance.data.balance_due : null;

  return (
    <Button variant="outline" onClick={() => void navigate(paths.unpaidOrders)}>
      <Wallet aria-hidden="true" className="text-zinc-500" />
      <span>{fr.layout.balanceDue}</span>
      {amount !== null ? (
        <span className={amount > 0 ? 'font-semibold text-red-600 tabular-nums' : 'font-semibold tabular-nums'}>
          {formatEuroTtc(amount)}
        </span>
      ) : balance.isPending ? (
        // The amount's room while it loads: on a phone its arrival made the header's buttons wrap
        // onto another line, shifting the whole page down (Lighthouse's layout shift).
        <span aria-hidden="true" className="invisible font-semibold tabular-nums">
          {formatEuroTtc(0)}
        </span>
      ) : null}
    </Button>
  );
}
