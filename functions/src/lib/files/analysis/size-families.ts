const KiB = 1024;
const MiB = 1024 * KiB;

/** Where a family's reads fall: exact sizes, or the standard sizes within a range. */
interface SizeFamily {
  family: string;
  /** Bosch families, by fuel (the hardware number tells: 0281 diesel, 0261 petrol); null for other makers. */
  bosch: 'diesel' | 'petrol' | null;
  sizes?: readonly number[];
  range?: readonly [number, number];
}

/** Issue 18: EDC15 512 KiB; EDC16 256 KiB–2 MiB; EDC17/MED17/MD1 2–8 MiB; ME7 64 KiB–1 MiB; SIMOS 128/256/512 KiB; SID803 448 KiB–2 MiB. */
const sizeFamilies: readonly SizeFamily[] = [
  { family: 'EDC15', bosch: 'diesel', sizes: [512 * KiB] },
  { family: 'EDC16', bosch: 'diesel', range: [256 * KiB, 2 * MiB] },
  { family: 'EDC17', bosch: 'diesel', range: [2 * MiB, 8 * MiB] },
  { family: 'MED17', bosch: 'petrol', range: [2 * MiB, 8 * MiB] },
  { family: 'MD1', bosch: 'diesel', range: [2 * MiB, 8 * MiB] },
  { family: 'ME7', bosch: 'petrol', range: [64 * KiB, 1 * MiB] },
  { family: 'SIMOS', bosch: null, sizes: [128 * KiB, 256 * KiB, 512 * KiB] },
  { family: 'SID803', bosch: null, sizes: [448 * KiB], range: [448 * KiB, 2 * MiB] },
];

/**
 * A range holds the sizes a flash chip comes in — a power of two or three times one (1.5 MiB) —
 * not every size between its bounds: a 300 KiB file is a partial read, not an EDC16.
 */
function isChipSize(size: number): boolean {
  if (size < 64 * KiB || size % (64 * KiB) !== 0) return false;
  let n = size / (64 * KiB);
  while (n % 2 === 0) n /= 2;
  return n === 1 || n === 3;
}

const fits = (f: SizeFamily, size: number) =>
  (f.sizes?.includes(size) ?? false) || (f.range !== undefined && size >= f.range[0] && size <= f.range[1] && isChipSize(size));

/** The families whose reads have this size, in the order ([] when none). */
export function familiesOfSize(size: number, hardwareNumber: string | null = null): string[] {
  const all = sizeFamilies.filter((f) => fits(f, size));
  const fuel = hardwareNumber?.startsWith('0281') ? 'diesel' : hardwareNumber?.startsWith('0261') ? 'petrol' : null;
  const narrowed = fuel ? all.filter((f) => f.bosch === fuel) : all;
  return (narrowed.length ? narrowed : all).map((f) => f.family);
}
