import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { Button } from '../../../components/ui/button';
import { fr } from '../../../i18n/fr';

/** /admin/orders/:id — reached from the processing lists; has a Back button (history back). */
export function AdminOrderDetailPage() {
  const navigate = useNavigate();
  const goBack = () => {
    // History back when the page was reached inside the app, else the list of files to process.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/admin/files');
  };
  return (
    <PlaceholderPage
      title={fr.pages.adminOrderDetail}
      before={
        <Button variant="ghost" size="sm" className="-ml-2 mb-2 w-fit" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {fr.common.back}
        </Button>
      }
    />
  );
}
