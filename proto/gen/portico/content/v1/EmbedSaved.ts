// Original file: portico/content/v1/content.proto

import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from '../../../portico/content/v1/Embed';
import type { FramingCheck as _portico_content_v1_FramingCheck, FramingCheck__Output as _portico_content_v1_FramingCheck__Output } from '../../../portico/content/v1/FramingCheck';

export interface EmbedSaved {
  'embed'?: (_portico_content_v1_Embed | null);
  'framing'?: (_portico_content_v1_FramingCheck | null);
}

export interface EmbedSaved__Output {
  'embed': (_portico_content_v1_Embed__Output | null);
  'framing': (_portico_content_v1_FramingCheck__Output | null);
}
