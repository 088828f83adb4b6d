import { readFileSync } from 'node:fs';

/**
 * The renderer's data files, each zlib-deflated (assets/README.md): read on the first render
 * rather than bundled as base64 code that every cold start would parse (decision 025).
 */
export const PDF_ASSET_FILES = {
  regularFont: 'assets/dejavu-sans-condensed.bin',
  boldFont: 'assets/dejavu-sans-condensed-bold.bin',
  srgbProfile: 'assets/srgb-icc.bin',
} as const;

export type PdfAsset = keyof typeof PDF_ASSET_FILES;

const read = new Map<PdfAsset, Uint8Array>();

/**
 * Resolved against this module's URL: in the sources that is this folder; in the deployed bundle
 * it is the bundle file (/var/task/index.mjs), beside which CDK copies the same relative paths
 * (infra/lib/bundled-files.ts). So this module stays in invoicing/, next to assets/.
 */
export function pdfAsset(asset: PdfAsset): Uint8Array {
  let bytes = read.get(asset);
  if (!bytes) {
    bytes = readFileSync(new URL(`./${PDF_ASSET_FILES[asset]}`, import.meta.url));
    read.set(asset, bytes);
  }
  return bytes;
}
