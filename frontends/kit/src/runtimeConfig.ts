// Settings the gateway hands out at run time with the frontend manifest, so the same build can
// point elsewhere per environment. The shell fills it in before the first render.

export interface RuntimeLinks {
  /** Where 'Book a Demo' goes (BOOK_A_DEMO_URL on the gateway). */
  bookDemo: string;
}

const defaults: RuntimeLinks = { bookDemo: 'mailto:sales@portico.app?subject=Portico%20demo' };
let links: RuntimeLinks = { ...defaults };

export function setRuntimeLinks(next: Partial<RuntimeLinks> | undefined): void {
  links = { ...defaults, ...Object.fromEntries(Object.entries(next ?? {}).filter(([, v]) => typeof v === 'string' && v)) };
}

export const runtimeLinks = (): RuntimeLinks => links;
