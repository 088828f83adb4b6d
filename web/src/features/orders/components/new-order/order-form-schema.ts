import { createOrderSchema } from '@app/shared/orders/schemas';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import type { OrderFields } from '@/features/orders/api/create-order';

/** The text and choice fields, validated with the server's own schema (same French messages). */
export const orderFormSchema = z.pick(createOrderSchema, {
  vehicle_brand: true,
  vehicle_model: true,
  vehicle_year: true,
  registration: true,
  engine: true,
  kilometers: true,
  ecu_type: true,
  fuel_type: true,
  gearbox_type: true,
  file_origin: true,
  read_method: true,
  notes: true,
  useful_links: true,
});
export type OrderFormOutput = z.output<typeof orderFormSchema>;

export type OrderFormValues = OrderFields;

export type OrderForm = UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;

export const orderFormDefaults: OrderFormValues = {
  vehicle_brand: '',
  vehicle_model: '',
  vehicle_year: '',
  registration: '',
  engine: '',
  kilometers: '',
  ecu_type: '',
  fuel_type: '',
  gearbox_type: '',
  file_origin: '',
  read_method: '',
  notes: '',
  useful_links: '',
};
