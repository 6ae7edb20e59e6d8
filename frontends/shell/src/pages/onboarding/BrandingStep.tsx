import { useState, type FormEvent } from 'react';
import {
  Button,
  normaliseHex,
  productDomain,
  TextField,
  type BrandingRequest,
} from '@portico/frontend-kit';
import { normaliseSubdomain } from './subdomain';
import { subdomainStatus, useSubdomainCheck } from './useSubdomainCheck';

/** Spec part 2 §9: the default brand colour. */
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
  const colorValid = normaliseHex(brandColor) !== null;

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
        label="Portal subdomain"
        value={subdomain}
        onChange={(e) => setSubdomain(normaliseSubdomain(e.target.value))}
        addon={`.${productDomain()}`}
        status={subdomainStatus[check]}
        hint="Lowercase letters, numbers and single hyphens; 2 to 63 characters."
        autoComplete="off"
      />
      <div className="onb-color">
        <TextField
          label="Brand colour"
          value={brandColor}
          onChange={(e) => setBrandColor(e.target.value)}
          error={colorValid ? null : 'Use a hex colour such as #2563eb'}
        />
        <input
          type="color"
          aria-label="Pick brand colour"
          value={normaliseHex(brandColor) ?? DEFAULT_BRAND_COLOR}
          onChange={(e) => setBrandColor(e.target.value)}
          className="onb-color__picker"
        />
        <span
          className="onb-color__preview"
          style={{ background: normaliseHex(brandColor) ?? DEFAULT_BRAND_COLOR }}
          aria-hidden="true"
        >
          Aa
        </span>
      </div>
      <TextField
        label="Logo URL (optional)"
        type="url"
        value={logoUrl}
        onChange={(e) => setLogoUrl(e.target.value)}
        placeholder="https://example.com/logo.png"
      />
      <TextField
        label="Custom domain (optional)"
        value={customDomain}
        onChange={(e) => setCustomDomain(e.target.value)}
        placeholder="portal.yourcompany.com"
        hint="You can connect it later from Settings."
      />
      <div className="onb-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" busy={busy} disabled={check !== 'available' || !colorValid}>
          Continue
        </Button>
      </div>
    </form>
  );
}
