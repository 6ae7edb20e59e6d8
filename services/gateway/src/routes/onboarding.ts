/** Signup fields and the guided onboarding of a new workspace (spec part 2 §7). */
import type { Request, Response, Router } from 'express';
import type { tenancyV1 } from '@portico/proto';
import { callContext, requireAuth } from '../auth/principal';
import type { GatewayDeps } from './deps';
import { bodyOf, on, text } from './guarded';

/** The status shape the onboarding screens read. */
function sendState(res: Response, state: tenancyV1.OnboardingState__Output): void {
  res.json({
    step: state.step,
    ready: state.ready,
    started: state.started,
    companyName: state.company_name,
    plan: state.plan || null,
    adminSeats: state.admin_seats,
    branding: {
      subdomain: state.subdomain,
      brandColor: state.brand_color,
      logoUrl: state.logo_url,
      customDomain: state.custom_domain,
    },
    tenant_id: state.tenant_id || undefined,
  });
}

const bool = (value: unknown) => value !== false && value !== 'false';

export function registerOnboardingRoutes(router: Router, deps: GatewayDeps): void {
  const { tenancy } = deps.services;
  const ctxOf = (req: Request) => callContext(req);

  on(router, 'POST', '/api/onboarding-start', async (req, res) => {
    const body = bodyOf(req);
    const state = await tenancy.StartOnboarding(
      {
        company_name: text(body.companyName),
        source: text(body.source),
        source_other: text(body.sourceOther),
        title: text(body.title),
        plan: text(body.plan),
        invite: text(body.invite),
        email: requireAuth(req).email,
      },
      ctxOf(req),
    );
    sendState(res, state);
  });

  on(router, 'GET', '/api/onboarding-status', async (req, res) => {
    sendState(res, await tenancy.GetOnboardingStatus({}, ctxOf(req)));
  });

  on(router, 'POST', '/api/onboarding-plan', async (req, res) => {
    const body = bodyOf(req);
    // 0 on the wire means "not given" (default 1); anything given but not a whole number of
    // at least 1 goes on as -1, so the service refuses it with its message.
    const seats = Number(body.adminSeats);
    const adminSeats =
      body.adminSeats === undefined ? 0 : Number.isInteger(seats) && seats >= 1 ? seats : -1;
    sendState(
      res,
      await tenancy.SaveOnboardingPlan(
        { plan: text(body.plan), admin_seats: adminSeats },
        ctxOf(req),
      ),
    );
  });

  on(router, 'POST', '/api/onboarding-branding', async (req, res) => {
    const body = bodyOf(req);
    sendState(
      res,
      await tenancy.SaveOnboardingBranding(
        {
          brand_color: text(body.brandColor),
          logo_url: text(body.logoUrl),
          subdomain: text(body.subdomain),
          custom_domain: text(body.customDomain),
        },
        ctxOf(req),
      ),
    );
  });

  on(router, 'POST', '/api/onboarding-capabilities', async (req, res) => {
    const body = bodyOf(req);
    sendState(
      res,
      await tenancy.SaveOnboardingCapabilities(
        {
          use_embeds: bool(body.useEmbeds),
          use_forms: bool(body.useForms),
          use_files: bool(body.useFiles),
          slack_webhook: text(body.slackWebhook),
          email_from_name: text(body.emailFromName),
          email_from_address: text(body.emailFromAddress),
        },
        ctxOf(req),
      ),
    );
  });

  on(router, 'POST', '/api/onboarding-check-subdomain', async (req, res) => {
    const check = await tenancy.CheckSubdomain(
      { subdomain: text(bodyOf(req).subdomain) },
      ctxOf(req),
    );
    res.json(
      check.available
        ? { available: true, subdomain: check.subdomain }
        : { available: false, reason: check.reason },
    );
  });

  on(router, 'POST', '/api/onboarding-provision', async (req, res) => {
    const state = await tenancy.ProvisionWorkspace({ email: requireAuth(req).email }, ctxOf(req));
    res.json({ ready: state.ready, tenant_id: state.tenant_id });
  });

  // Signup returns from checkout with ?session_id=; the page fires this and moves on.
  on(router, 'GET', '/api/checkout-verify', async (req, res) => {
    const sessionId = typeof req.query.session_id === 'string' ? req.query.session_id : '';
    const billing = deps.services.billing;
    if (!sessionId || !billing) {
      res.json({ verified: false });
      return;
    }
    const result = await billing.VerifyCheckout({ session_id: sessionId }, { requestId: req.id });
    res.json({ verified: result.paid, plan: result.plan || null });
  });
}
