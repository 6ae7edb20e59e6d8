import { useState, type FormEvent } from 'react';
import {
  Button,
  contrastText,
  normaliseHex,
  productDomain,
  TextField,
  type BrandingRequest,
} from '@portico/frontend-kit';
import { normaliseSubdomain } from './subdomain';
import { useIntl } from './i18n';
import { subdomainStatus, useSubdomainCheck } from './useSubdomainCheck';

/** docs/product.md §9: the default brand colour. */
export const DEFAULT_BRAND_COLOR = '#2563eb';

interface BrandingStepProps {
  suggestedSubdomain: string;
  busy: boolean;
  onBack: () => void;
  onSubmit: (branding: BrandingRequest) => void;
}

export function BrandingStep({ suggestedSubdomain, busy, onBack, onSubmit }: BrandingStepProps) {
  const [brandColor, setBrandColor] = useState(DEFAULT_BRAND_COLOR);
  const [logoUrl, setLogoUrl] = useState('');
  const [subdomain, setSubdomain] = useState(suggestedSubdomain);
  const [customDomain, setCustomDomain] = useState('');
  const check = useSubdomainCheck(subdomain);
  const intl = useIntl();
  const colorValid = normaliseHex(brandColor) !== null;
  // The sample shows the button text the portal will use on this colour (applyTenantTheme).
  const sample = normaliseHex(brandColor) ?? DEFAULT_BRAND_COLOR;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check !== 'available' || !colorValid || busy) return;
    onSubmit({
      brandColor: normaliseHex(brandColor)!,
      logoUrl: logoUrl.trim(),
      subdomain,
      customDomain: customDomain.trim(),
    });
  };

  return (
    <form className="onb-form" onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.branding.subdomain' })}
        value={subdomain}
        onChange={(e) => setSubdomain(normaliseSubdomain(e.target.value))}
        addon={`.${productDomain()}`}
        status={subdomainStatus(check, intl)}
        hint={intl.formatMessage({ id: 'onboarding.branding.subdomainHint' })}
        autoComplete="off"
      />
      <div className="onb-color">
        <TextField
          label={intl.formatMessage({ id: 'onboarding.branding.colour' })}
          value={brandColor}
          onChange={(e) => setBrandColor(e.target.value)}
          error={
            colorValid ? null : intl.formatMessage({ id: 'onboarding.branding.colourInvalid' })
          }
        />
        <input
          type="color"
          aria-label={intl.formatMessage({ id: 'onboarding.branding.pickColour' })}
          value={normaliseHex(brandColor) ?? DEFAULT_BRAND_COLOR}
          onChange={(e) => setBrandColor(e.target.value)}
          className="onb-color__picker"
        />
        <span
          className="onb-color__preview"
          style={{ background: sample, color: contrastText(sample) }}
          aria-hidden="true"
        >
          {intl.formatMessage({ id: 'onboarding.branding.sample' })}
        </span>
      </div>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.branding.logo' })}
        type="url"
        value={logoUrl}
        onChange={(e) => setLogoUrl(e.target.value)}
        placeholder={intl.formatMessage({ id: 'onboarding.branding.logoPlaceholder' })}
      />
      <TextField
        label={intl.formatMessage({ id: 'onboarding.branding.domain' })}
        value={customDomain}
        onChange={(e) => setCustomDomain(e.target.value)}
        placeholder={intl.formatMessage({ id: 'onboarding.branding.domainPlaceholder' })}
        hint={intl.formatMessage({ id: 'onboarding.branding.domainHint' })}
      />
      <div className="onb-actions">
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'onboarding.back' })}
        </Button>
        <Button type="submit" busy={busy} disabled={check !== 'available' || !colorValid}>
          {intl.formatMessage({ id: 'onboarding.continue' })}
        </Button>
      </div>
    </form>
  );
}
