import type { CreateOrderPayload } from '@/features/orders/api/create-order';
import { type PricedCatalogService, toSelectedServicesPayload } from '@/features/orders/components/new-order-pricing';
import type { OrderFormOutput } from './order-form-schema';

/** POST /api/orders body from the validated fields, the selection and the uploaded file. */
export function createOrderPayload(
  values: OrderFormOutput,
  selected: readonly PricedCatalogService[],
  uploadKey: string,
  file: File,
): CreateOrderPayload {
  return {
    vehicle_brand: values.vehicle_brand,
    vehicle_model: values.vehicle_model,
    vehicle_year: values.vehicle_year,
    registration: values.registration,
    engine: values.engine,
    kilometers: values.kilometers,
    ecu_type: values.ecu_type,
    fuel_type: values.fuel_type ?? '',
    gearbox_type: values.gearbox_type ?? '',
    file_origin: values.file_origin ?? '',
    read_method: values.read_method ?? '',
    selected_services: toSelectedServicesPayload(selected),
    notes: values.notes,
    useful_links: values.useful_links,
    upload_key: uploadKey,
    original_filename: file.name,
  };
}
