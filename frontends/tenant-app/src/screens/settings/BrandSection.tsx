/**
 * Brand & Legal (docs/product.md §2): applies at once through the kit's TenantBrandingProvider. The logo
 * and favicon are a URL or an uploaded image (BrandImageField).
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  TextField,
  useActiveTenantId,
  useApiMutation,
  useTenantConfig,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { Section } from './AccountSections';
import { BrandImageField } from './BrandImageField';

type Brand = {
  name: string;
  support_email: string;
  logo_url: string;
  favicon_url: string;
  brand_color: string;
};
const EMPTY: Brand = {
  name: '',
  support_email: '',
  logo_url: '',
  favicon_url: '',
  brand_color: '',
};

/** The form's fields as the tenant has them saved. */
const brandOf = (c: Brand | undefined): Brand =>
  c
    ? {
        name: c.name,
        support_email: c.support_email,
        logo_url: c.logo_url,
        favicon_url: c.favicon_url,
        brand_color: c.brand_color || '#2563eb',
      }
    : EMPTY;

export function BrandSection() {
  const intl = useIntl();
  const tenantId = useActiveTenantId();
  const config = useTenantConfig(tenantId ?? null);
  const toast = useToast();
  const [brand, setBrand] = useState<Brand>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation('patch', '/api/tenant-config', {
    invalidates: ['/api/tenant-config'],
  });
  useEffect(() => setBrand(brandOf(config.data)), [config.data]);
  const reset = () => setBrand(brandOf(config.data));
  const set = (key: keyof Brand) => (e: { target: { value: string } }) =>
    setBrand((b) => ({ ...b, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { body: brand },
      {
        onSuccess: (answer) => toast(answer.message, { tone: 'success' }),
        onError: (cause) =>
          setError(
            intl.formatMessage(
              { id: 'brand.saveFailed' },
              { reason: errorMessage(cause, intl.formatMessage({ id: 'brand.unknownError' })) },
            ),
          ),
      },
    );
  };
  return (
    <Section id="brand-legal" title={intl.formatMessage({ id: 'brand.title' })}>
      {config.status === 'error' ? (
        <Alert tone="error">{intl.formatMessage({ id: 'brand.loadFailed' })}</Alert>
      ) : (
        <form className="pt-stack" onSubmit={submit} noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label={intl.formatMessage({ id: 'brand.appName' })}
            value={brand.name}
            onChange={set('name')}
          />
          <TextField
            label={intl.formatMessage({ id: 'brand.supportEmail' })}
            type="email"
            value={brand.support_email}
            onChange={set('support_email')}
          />
          <BrandImageField
            kind="logo"
            url={brand.logo_url}
            disabled={!config.data}
            onUrlChange={(logo_url) => setBrand((b) => ({ ...b, logo_url }))}
          />
          <BrandImageField
            kind="favicon"
            url={brand.favicon_url}
            disabled={!config.data}
            onUrlChange={(favicon_url) => setBrand((b) => ({ ...b, favicon_url }))}
          />
          <div className="brand-color">
            <TextField
              label={intl.formatMessage({ id: 'brand.colour' })}
              value={brand.brand_color}
              onChange={set('brand_color')}
            />
            <input
              type="color"
              aria-label={intl.formatMessage({ id: 'brand.pickColour' })}
              value={/^#[0-9a-f]{6}$/i.test(brand.brand_color) ? brand.brand_color : '#2563eb'}
              onChange={set('brand_color')}
            />
          </div>
          <div className="pt-row">
            <Button type="button" variant="secondary" onClick={reset}>
              {intl.formatMessage({ id: 'brand.reset' })}
            </Button>
            <Button type="submit" busy={save.isPending} disabled={!config.data}>
              {intl.formatMessage({ id: 'brand.save' })}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
