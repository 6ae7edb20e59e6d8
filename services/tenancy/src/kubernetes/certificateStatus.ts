/**
 * A domain's SSL status as its cert-manager Certificate tells it: ready with its expiry once
 * the Ready condition is true; failed when issuing failed or the certificate expired; pending
 * while it is being issued. cert-manager's own messages name cluster objects, so the Domains
 * screen gets a sentence of ours instead.
 */
import type { KubernetesObject } from './domainObjects';
import type { SslResult } from '../domain/tlsProbe';

export const CERTIFICATE_REASONS = {
  issuing: '',
  issueFailed:
    'The certificate could not be issued yet: check that {domain} points at the portal; it is tried again automatically',
  expired: 'Certificate expired',
} as const;

interface Condition {
  type: string;
  status: string;
  reason?: string;
}
interface CertificateStatus {
  conditions?: Condition[];
  notAfter?: string;
  lastFailureTime?: string;
}

export function certificateSsl(domain: string, certificate: KubernetesObject | null): SslResult {
  const status = (certificate?.status ?? {}) as CertificateStatus;
  const ready = status.conditions?.find((condition) => condition.type === 'Ready');
  const notAfter = status.notAfter ? new Date(status.notAfter) : null;
  if (ready?.status === 'True' && notAfter && notAfter.getTime() > Date.now())
    return { status: 'ready', reason: '', expiresAt: notAfter };
  if (ready?.reason === 'Expired' || (notAfter && notAfter.getTime() <= Date.now()))
    return { status: 'failed', reason: CERTIFICATE_REASONS.expired, expiresAt: null };
  if (status.lastFailureTime)
    return {
      status: 'failed',
      reason: CERTIFICATE_REASONS.issueFailed.replace('{domain}', domain),
      expiresAt: null,
    };
  return { status: 'pending', reason: CERTIFICATE_REASONS.issuing, expiresAt: null };
}
