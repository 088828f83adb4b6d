import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadMethod } from '@app/shared/files/file-analysis';
import type { FileOrigin, FuelType, GearboxType, Order } from '@app/shared/orders/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** One selected service as sent; the server prices it again from the catalogue. */
export interface SelectedServicePayload {
  id: string;
  name: string;
  price: string;
  category_id: string;
}

/** The order's own fields, as the client types them ('' for a choice left empty). */
export interface OrderFields {
  vehicle_brand: string;
  vehicle_model: string;
  vehicle_year: string;
  registration: string;
  engine: string;
  kilometers: string;
  ecu_type: string;
  fuel_type: FuelType | '';
  gearbox_type: GearboxType | '';
  file_origin: FileOrigin | '';
  read_method: ReadMethod | '';
  notes: string;
  useful_links: string;
}

/** POST /api/orders (JSON, with the key of the presigned upload of the original file). */
export interface CreateOrderPayload extends OrderFields {
  selected_services: SelectedServicePayload[];
  upload_key: string;
  original_filename: string;
}

export function createOrder(payload: CreateOrderPayload): Promise<Order> {
  return call('POST /api/orders', { body: payload });
}

/** Creates the order, then reloads the order lists and the balance due (spec §2). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
        // A prepaid client's credits paid it (issue 40).
        queryClient.invalidateQueries({ queryKey: queryKeys.credits.mine }),
      ]),
  });
}
