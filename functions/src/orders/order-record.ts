import type { Order, OrderFile } from '@app/shared/orders/schemas';
import { paymentStatusOf, orderStatusOf } from '@app/shared/orders/statuses';

/** A file as stored: the API shape plus its S3 key (never sent to callers). */
export interface StoredFile extends OrderFile {
  key: string;
}

/** An order as stored in the table (keys and index attributes aside): the API shape, whose
 * `paid` is derived, plus each file's S3 key and the version counter. */
export type OrderRecord = Omit<Order, 'paid' | 'files'> & {
  files: Record<string, StoredFile>;
  /** The last delivered version number (vN); incremented atomically on each 'nouvelle' delivery. */
  version_count: number;
};

/** The API shape of an order: every spec §3 field, never the storage keys. */
export function toOrder(record: OrderRecord): Order {
  const files: Record<string, OrderFile> = {};
  for (const [version, file] of Object.entries(record.files ?? {})) {
    files[version] = { filename: file.filename, size: file.size, uploaded_at: file.uploaded_at };
  }
  const payment_status = paymentStatusOf(record.payment_status);
  return {
    id: record.id,
    client_id: record.client_id,
    client_name: record.client_name ?? '',
    client_company: record.client_company ?? '',
    vehicle_brand: record.vehicle_brand,
    vehicle_model: record.vehicle_model,
    vehicle_year: record.vehicle_year,
    registration: record.registration,
    engine: record.engine,
    kilometers: record.kilometers,
    ecu_type: record.ecu_type ?? '',
    fuel_type: record.fuel_type ?? null,
    gearbox_type: record.gearbox_type ?? null,
    file_origin: record.file_origin ?? null,
    selected_services: record.selected_services ?? [],
    total_price: Number(record.total_price ?? 0),
    paid: payment_status === 'paye',
    notes: record.notes ?? '',
    useful_links: record.useful_links ?? '',
    original_filename: record.original_filename,
    files,
    status: orderStatusOf(record.status),
    payment_status,
    created_at: record.created_at,
    updated_at: record.updated_at,
    sav_requested_at: record.sav_requested_at ?? null,
    sav_problem_description: record.sav_problem_description ?? null,
  };
}
