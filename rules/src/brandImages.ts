// Uploaded logos and favicons (Brand & Legal, docs/product.md §2): which kinds exist, how large each may
// be and what a refusal says, one place for tenancy (which decides), the gateway (which caps the
// body before reading it all) and the Brand & Legal screen (which checks before sending).

export const BRAND_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];

/** Largest upload per kind, in bytes (a favicon is shown at 16–64 px). */
export const BRAND_IMAGE_MAX_BYTES: Record<BrandImageKind, number> = {
  logo: 512 * 1024,
  favicon: 128 * 1024,
};

const LABEL: Record<BrandImageKind, string> = { logo: 'Logo', favicon: 'Favicon' };

export const BRAND_IMAGE_MESSAGES = {
  type: (kind: BrandImageKind) => `${LABEL[kind]} must be a PNG, JPEG, WebP or ICO image`,
  size: (kind: BrandImageKind) =>
    `${LABEL[kind]} must be ${BRAND_IMAGE_MAX_BYTES[kind] / 1024} KB or smaller`,
  kind: 'Brand images are a logo or a favicon',
} as const;
