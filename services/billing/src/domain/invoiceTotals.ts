/**
 * An invoice's figures, computed once for billing, its sandbox and the editor's live preview:
 * @portico/rules (rules/src/invoiceTotals.ts).
 */
export {
  basisPointsOf,
  invoiceTotals,
  platformFeeOf,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTotals,
} from '@portico/rules';
