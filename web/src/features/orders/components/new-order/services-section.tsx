import { ListChecks } from 'lucide-react';
import { newOrderFr } from '@/features/orders/fr';
import { FormSection } from './form-section';
import { SelectedServicesSummary } from './selected-services-summary';
import { ServicePicker } from './service-picker';
import type { ServiceSelection } from './use-service-selection';
import type { OrderCredits } from '@/lib/credits/billing';

const t = newOrderFr;

/** The service picker beside the summary of the selection and its total. */
export function ServicesSection({ services, credits }: { services: ServiceSelection; credits?: OrderCredits | undefined }) {
  return (
    <FormSection icon={ListChecks} title={t.servicesSection} hint={t.servicesHint}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid content-start gap-2">
          <ServicePicker services={services} />
        </div>
        <SelectedServicesSummary
          selected={services.selected}
          total={services.total}
          onRemove={(key) => services.toggle(key, false)}
          credits={credits}
        />
      </div>
    </FormSection>
  );
}
