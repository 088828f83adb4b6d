import { createHash } from 'node:crypto';
import { compactText } from '@app/shared/text/normalize';
import type { OrderRecord, StoredFile } from '../order-data/order-record';

/**
 * The library's keys (decision 042): what an order's original is found by. Each is a partition
 * of gsi1 (`LIBRARY#<key>`), so a lookup is one Query whatever the number of orders.
 */

/** A key part: letters and digits only, lower case, bounded (identifiers are short; longer is cut). */
export const keyPart = (value: unknown): string => compactText(value).slice(0, 40);

/** A SHA-256 as a key: lower-case hex, or '' when it is not one. */
export const shaPart = (value: string | null | undefined): string => (value && /^[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : '');

/** The services an order's library keys name (and the services-set key hashes): the first this many, distinct. */
export const LIBRARY_SERVICES_MAX = 10;

/**
 * The set of services of an order, as one bounded key: the SHA-256 (32 hex) of its sorted ids.
 * A reference serves only a new order with exactly the same set.
 */
export function servicesKeyOf(services: readonly { id: string }[]): string {
  const ids = [...new Set(services.map((s) => s.id))].sort();
  return createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 32);
}

export const libraryKeys = {
  sha: (sha: string) => `SHA#${shaPart(sha)}`,
  software: (software: string) => `SW#${keyPart(software)}`,
  ecuSoftware: (family: string, software: string) => `ECUSW#${keyPart(family)}#${keyPart(software)}`,
  hardware: (hardware: string) => `HW#${keyPart(hardware)}`,
  make: (make: string) => `MAKE#${keyPart(make)}`,
  model: (make: string, model: string) => `MODEL#${keyPart(make)}#${keyPart(model)}`,
  engine: (make: string, model: string, engine: string) => `ENGINE#${keyPart(make)}#${keyPart(model)}#${keyPart(engine)}`,
  service: (serviceId: string) => `SERVICE#${keyPart(serviceId)}`,
  client: (clientId: string) => `CLIENT#${keyPart(clientId)}`,
} as const;

type Keyed = Pick<OrderRecord, 'client_id' | 'vehicle_brand' | 'vehicle_model' | 'engine' | 'selected_services' | 'files'>;

/** The library keys of an order's original: each only when its part is known. */
export function originalKeysOf(order: Keyed): string[] {
  const original: StoredFile | undefined = order.files.original;
  const ids = original?.analysis?.identifiers;
  const family = original?.analysis?.family ?? '';
  const software = keyPart(ids?.software_number);
  const hardware = keyPart(ids?.hardware_number);
  const [make, model, engine] = [keyPart(order.vehicle_brand), keyPart(order.vehicle_model), keyPart(order.engine)];
  const services = [...new Set(order.selected_services.map((s) => s.id))].slice(0, LIBRARY_SERVICES_MAX);
  const keys = [
    shaPart(original?.sha256) && libraryKeys.sha(original?.sha256 ?? ''),
    software && libraryKeys.software(software),
    software && keyPart(family) && libraryKeys.ecuSoftware(family, software),
    hardware && libraryKeys.hardware(hardware),
    make && libraryKeys.make(make),
    make && model && libraryKeys.model(make, model),
    make && model && engine && libraryKeys.engine(make, model, engine),
    ...services.map((id) => libraryKeys.service(id)),
    libraryKeys.client(order.client_id),
  ];
  return keys.filter((key): key is string => !!key);
}

/** A delivered version's key in the order's files: v1, v2… (neither the original nor a SAV file). */
export const isDeliveredVersion = (version: string) => /^v[1-9]\d{0,3}$/.test(version);
