// Original file: portico/content/v1/content.proto

import type { Embed as _portico_content_v1_Embed, Embed__Output as _portico_content_v1_Embed__Output } from '../../../portico/content/v1/Embed';

export interface ListEmbedsResponse {
  'embeds'?: (_portico_content_v1_Embed)[];
}

export interface ListEmbedsResponse__Output {
  'embeds': (_portico_content_v1_Embed__Output)[];
}
