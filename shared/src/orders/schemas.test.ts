import { describe, expect, it } from 'vitest';
import {
  createOrderSchema,
  deliverySchema,
  savRequestSchema,
  updateOrderStatusSchema,
  updatePaymentSchema,
  updatePriceSchema,
  uploadRequestSchema,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const vehicle = {
  vehicle_brand: 'Volkswagen',
  vehicle_model: 'Golf 7',
  vehicle_year: '2017',
  registration: 'AB-123-CD',
  engine: '2.0 TDI 150',
  kilometers: '120000',
};

describe('createOrderSchema', () => {
  it('accepts the multipart fields and normalises the optional ones', () => {
    const parsed = createOrderSchema.parse({
      ...vehicle,
      fuel_type: '',
      gearbox_type: 'automatique',
      total_price: '999',
    });
    expect(parsed).toMatchObject({
      ...vehicle,
      ecu_type: '',
      fuel_type: null,
      gearbox_type: 'automatique',
      file_origin: null,
      notes: '',
      useful_links: '',
    });
  });

  it('accepts numbers for year and kilometres (JSON clients)', () => {
    const parsed = createOrderSchema.parse({ ...vehicle, vehicle_year: 2017, kilometers: 120000 });
    expect(parsed.vehicle_year).toBe('2017');
    expect(parsed.kilometers).toBe('120000');
  });

  it.each([
    ['vehicle_brand', 'La marque est requise'],
    ['vehicle_model', 'Le modèle est requis'],
    ['vehicle_year', "L'année est requise"],
    ['registration', "L'immatriculation ou le VIN est requis"],
    ['engine', 'Le moteur est requis'],
    ['kilometers', 'Le kilométrage est requis'],
  ])('requires %s (%s), missing or blank', (field, message) => {
    const { [field as keyof typeof vehicle]: _omit, ...rest } = vehicle;
    expect(firstMessage(createOrderSchema.safeParse(rest))).toBe(message);
    expect(firstMessage(createOrderSchema.safeParse({ ...vehicle, [field]: '   ' }))).toBe(message);
  });

  it('refuses unknown fuel, gearbox and file origin values', () => {
    expect(firstMessage(createOrderSchema.safeParse({ ...vehicle, fuel_type: 'kerosene' }))).toBe(
      'Type de carburant inconnu',
    );
    expect(firstMessage(createOrderSchema.safeParse({ ...vehicle, gearbox_type: 'cvt' }))).toBe(
      'Type de boîte de vitesses inconnu',
    );
    expect(firstMessage(createOrderSchema.safeParse({ ...vehicle, file_origin: 'peut-être' }))).toBe(
      'Origine du fichier inconnue',
    );
  });
});

describe('savRequestSchema', () => {
  it('trims and bounds the description to 1..500 characters', () => {
    expect(savRequestSchema.parse({ problem_description: '  Ralenti instable  ' }).problem_description).toBe(
      'Ralenti instable',
    );
    expect(savRequestSchema.safeParse({ problem_description: 'x'.repeat(500) }).success).toBe(true);
    expect(firstMessage(savRequestSchema.safeParse({ problem_description: 'x'.repeat(501) }))).toBe(
      'La description ne doit pas dépasser 500 caractères',
    );
    expect(firstMessage(savRequestSchema.safeParse({ problem_description: '   ' }))).toBe(
      'Veuillez décrire le problème rencontré',
    );
    expect(firstMessage(savRequestSchema.safeParse({}))).toBe('Veuillez décrire le problème rencontré');
  });
});

describe('administrator inputs', () => {
  it('accepts the five statuses only', () => {
    expect(updateOrderStatusSchema.parse({ status: 'sav' }).status).toBe('sav');
    expect(firstMessage(updateOrderStatusSchema.safeParse({ status: 'livre' }))).toBe('Statut inconnu');
    expect(firstMessage(updateOrderStatusSchema.safeParse({}))).toBe('Statut inconnu');
  });

  it('accepts the six payment statuses only', () => {
    expect(updatePaymentSchema.parse({ payment_status: 'litige' }).payment_status).toBe('litige');
    expect(firstMessage(updatePaymentSchema.safeParse({ payment_status: 'gratuit' }))).toBe(
      'Statut de paiement inconnu',
    );
  });

  it('reads decimal prices with a dot or a comma, within the amount bounds', () => {
    const price = (value: unknown) => updatePriceSchema.safeParse({ total_price: value });
    const cases: [unknown, number][] = [
      ['120', 120],
      ['120.5', 120.5],
      ['120,50', 120.5],
      ['1 200,50\u00a0€', 1200.5],
      ['0', 0],
      ['12,5', 12.5],
      ['1 234,56', 1234.56],
      ['1.234,56', 1234.56],
      ['50,00\u00a0€', 50],
      [999_999.99, 999_999.99],
    ];
    for (const [value, expected] of cases) expect(price(value).data?.total_price, String(value)).toBe(expected);
    for (const bad of ['', 'abc', '12abc', '-5', '1.2.3', '1,2,3', Number.NaN, -1, null, undefined, {}]) {
      expect(firstMessage(price(bad)), String(bad)).toBe('Le prix doit être un nombre positif');
    }
    for (const huge of [1e22, 1e308, '99999999999999999999999', 9007199254740992, 1_000_000]) {
      expect(firstMessage(price(huge)), String(huge)).toBe('Le prix ne peut pas dépasser 999 999,99\u00a0€');
    }
    expect(firstMessage(price(99.999))).toBe('Le prix accepte au plus deux décimales');
    expect(firstMessage(updatePriceSchema.safeParse({}))).toBe('Le prix doit être un nombre positif');
  });

  it('defaults a delivery to a new version and refuses other kinds', () => {
    expect(deliverySchema.parse({}).version).toBe('nouvelle');
    expect(deliverySchema.parse({ version: 'sav' }).version).toBe('sav');
    expect(deliverySchema.safeParse({ version: 'v3' }).success).toBe(false);
  });
});

describe('uploadRequestSchema', () => {
  it('bounds the size to 1 byte .. 32 MiB', () => {
    expect(uploadRequestSchema.parse({ filename: 'a.bin', size: 10, purpose: 'order' }).size).toBe(10);
    expect(
      firstMessage(uploadRequestSchema.safeParse({ filename: 'a.bin', size: 32 * 1024 * 1024 + 1, purpose: 'order' })),
    ).toBe('Le fichier dépasse la taille maximale de 32 Mo');
    expect(uploadRequestSchema.safeParse({ filename: 'a.bin', size: 0, purpose: 'order' }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ filename: 'a.bin', size: 1, purpose: 'other' }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ filename: '', size: 1, purpose: 'order' }).success).toBe(false);
  });
});
