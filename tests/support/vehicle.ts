/** The vehicle fields of a test order (integration and e2e). */
export const vehicle = {
  vehicle_brand: 'Volkswagen',
  vehicle_model: 'Golf 7 GTD',
  vehicle_year: '2017',
  registration: 'AB-123-CD',
  engine: '2.0 TDI 184',
  kilometers: '120000',
  ecu_type: 'EDC17C64',
  fuel_type: 'diesel',
  gearbox_type: 'manuelle',
  file_origin: 'oui',
  notes: 'Stage 1 + EGR off',
  useful_links: 'https://example.test/log',
} as const;
