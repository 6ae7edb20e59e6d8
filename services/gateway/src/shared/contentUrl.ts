/** Content's HTTP listener (CONTENT_UPLOAD_URL), where the grants content signs are spent. */
import type { GatewayDeps } from '../deps';

export function contentUrl(deps: Pick<GatewayDeps, 'config'>, path: string): URL {
  const base = deps.config.CONTENT_UPLOAD_URL;
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}
