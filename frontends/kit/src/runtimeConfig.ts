// Settings the gateway hands out at run time with the frontend manifest, so the same build can
// point elsewhere per environment. The shell fills it in before the first render.

export interface RuntimeLinks {
  /** Where 'Book a Demo' goes (BOOK_A_DEMO_URL on the gateway). */
  bookDemo: string;
}

const defaults: RuntimeLinks = { bookDemo: 'mailto:sales@portico.app?subject=Portico%20demo' };
let links: RuntimeLinks = { ...defaults };
let configuredProductDomain: string | null = null;

export function setRuntimeLinks(next: Partial<RuntimeLinks> | undefined): void {
  links = {
    ...defaults,
    ...Object.fromEntries(Object.entries(next ?? {}).filter(([, v]) => typeof v === 'string' && v)),
  };
}

export const runtimeLinks = (): RuntimeLinks => links;

export function setProductDomain(domain: string | null | undefined): void {
  configuredProductDomain = domain || null;
}

/**
 * The domain tenant subdomains live under (PRODUCT_DOMAIN on the server): `acme.<domain>`.
 * Without configuration, the host the product is served from.
 */
export const productDomain = (): string => configuredProductDomain ?? window.location.hostname;
