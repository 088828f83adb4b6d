import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type OrderForm,
  orderFormDefaults,
  type OrderFormOutput,
  orderFormSchema,
  type OrderFormValues,
} from './order-form-schema';

/** The react-hook-form state of the new-order fields. */
export function useOrderForm(): OrderForm {
  return useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver: zodResolver(orderFormSchema) as unknown as Resolver<OrderFormValues, unknown, OrderFormOutput>,
    defaultValues: orderFormDefaults,
  });
}
